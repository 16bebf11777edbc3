export const SELLER_PROFILE_QUERY_KEY = ["seller-settings", "profile"] as const;
export const SELLER_DOCUMENTS_QUERY_KEY = ["seller-settings", "documents"] as const;
export const SELLER_SHIPPING_QUERY_KEY = ["seller-settings", "shipping"] as const;
