/**
 * GET /api/seller/products/export.csv: the seller's whole catalogue as CSV, sent as an attachment. A plain link
 * downloads it with the session cookie, so the browser streams the file instead of the page holding it.
 */
export const PRODUCTS_CSV_EXPORT_URL = "/api/seller/products/export.csv";
