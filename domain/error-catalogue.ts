/**
 * Every error code the API answers, with its HTTP status and default English message. The server's AppError is
 * built from a code here, the error handler and the OpenAPI document read it, and the web app compares codes
 * through `ERROR_CODES` (domain/error-codes.ts, without the messages) instead of string literals, so a renamed or
 * misspelt code does not compile.
 * A message may be replaced where the situation says more (the product's name, the limit that was reached).
 */
export const ERROR_CATALOGUE = {
  // 400: the request itself is wrong
  BAD_REQUEST: { status: 400, message: "The request is invalid." },
  VALIDATION_ERROR: { status: 400, message: "Some fields are invalid." },
  INVALID_JSON: { status: 400, message: "The request body is not valid JSON." },
  JSON_TOO_DEEP: { status: 400, message: "The request body is nested too deeply." },
  INVALID_CURSOR: { status: 400, message: "This page link is no longer valid. Start again from the first page." },
  FILE_REQUIRED: { status: 400, message: "Choose a file to upload." },
  PASSWORD_TOO_COMMON: { status: 400, message: "This password is too common. Choose one that is harder to guess." },
  PASSWORD_TOO_SHORT: { status: 400, message: "Password must be at least 6 characters." },
  PASSWORD_TOO_LONG: { status: 400, message: "Password must be at most 128 characters." },
  INVALID_EMAIL: { status: 400, message: "Enter a valid email address." },
  INVALID_PASSWORD: { status: 400, message: "The password is not correct." },
  INVALID_TOKEN: { status: 400, message: "This link is invalid or has expired. Please ask for a new one." },
  TOKEN_EXPIRED: { status: 400, message: "This link has expired. Please ask for a new one." },
  VERIFICATION_LINK_INVALID: { status: 400, message: "This verification link is not valid. Please ask for a new one." },
  VERIFICATION_LINK_EXPIRED: { status: 400, message: "This verification link has expired. Please ask for a new one." },
  INVALID_CODE: { status: 400, message: "That code is not correct. Check your authenticator app and try again." },
  INVALID_BACKUP_CODE: { status: 400, message: "That backup code is not correct or has already been used." },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { status: 400, message: "Too many wrong codes. Please sign in again." },
  WEBHOOK_INVALID: { status: 400, message: "The webhook body is not a valid notification." },
  // 401: who is calling is not established
  UNAUTHENTICATED: { status: 401, message: "Please sign in to continue." },
  INVALID_EMAIL_OR_PASSWORD: { status: 401, message: "Invalid email or password." },
  INVALID_TWO_FACTOR_COOKIE: { status: 401, message: "Your sign-in took too long. Please sign in again." },
  WEBHOOK_SIGNATURE_INVALID: { status: 401, message: "The webhook signature does not match." },
  WEBHOOK_STALE: { status: 401, message: "The webhook is too old to be accepted." },
  // 403: known, but not allowed
  FORBIDDEN: { status: 403, message: "You do not have access to this." },
  CROSS_ORIGIN_REFUSED: { status: 403, message: "This request came from another site and was refused." },
  ACCOUNT_DEACTIVATED: { status: 403, message: "This account has been deactivated. Contact support to restore it." },
  ACCOUNT_INCOMPLETE: { status: 403, message: "This account has no profile. Please contact support." },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message: "Please verify your email address before signing in. Check your inbox for the link, or ask for a new one.",
  },
  TWO_FACTOR_REQUIRED: { status: 403, message: "Administrators must enable two-factor authentication first." },
  SESSION_NOT_FRESH: { status: 403, message: "For your security, please sign in again before changing this setting." },
  // 404: missing, or not yours
  NOT_FOUND: { status: 404, message: "Not found." },
  PRODUCT_NOT_FOUND: { status: 404, message: "Product not found" },
  ORDER_NOT_FOUND: { status: 404, message: "Order not found" },
  ORDER_ITEM_NOT_FOUND: { status: 404, message: "Order item not found" },
  PROFILE_NOT_FOUND: { status: 404, message: "Profile not found" },
  DOCUMENT_NOT_FOUND: { status: 404, message: "Document not found" },
  RETURN_NOT_FOUND: { status: 404, message: "Return request not found" },
  PLAN_NOT_FOUND: { status: 404, message: "Subscription plan not found" },
  INVOICE_NOT_FOUND: { status: 404, message: "Invoice not found" },
  CREDIT_NOTE_NOT_FOUND: { status: 404, message: "Credit note not found" },
  SCREENSHOT_NOT_FOUND: { status: 404, message: "Screenshot not found" },
  PAYOUT_QUERY_NOT_FOUND: { status: 404, message: "Payout query not found" },
  REFUND_NOT_FOUND: { status: 404, message: "Refund not found" },
  ACCOUNT_EMAIL_NOT_FOUND: { status: 404, message: "No account uses this email." },
  THREAD_NOT_FOUND: { status: 404, message: "Conversation not found" },
  ADDRESS_NOT_FOUND: { status: 404, message: "Address not found" },
  MESSAGE_NOT_FOUND: { status: 404, message: "Message not found" },
  QUOTE_NOT_FOUND: { status: 404, message: "Quotation not found" },
  REQUIREMENT_NOT_FOUND: { status: 404, message: "Requirement not found" },
  // 409: conflicts with the current state
  CONFLICT: { status: 409, message: "This conflicts with something that already exists." },
  ALREADY_ADMIN: { status: 409, message: "This account is already an administrator." },
  PLAN_NAME_TAKEN: { status: 409, message: "Another plan already has this name." },
  PLAN_HAS_HISTORY: { status: 409, message: "This plan has past subscriptions and invoices, which must be kept: deactivate it instead." },
  ORDER_CANCELLED: { status: 409, message: "This order has been cancelled; its status can no longer change." },
  ORDER_LOCKED: { status: 409, message: "Only an administrator can change this order's status now." },
  ORDER_NOT_DELIVERED: { status: 409, message: "A return or exchange can be requested only once the order has been delivered." },
  RETURN_WINDOW_CLOSED: { status: 409, message: "A return or exchange can be requested only within 7 days of delivery." },
  ORDER_NOT_CANCELLABLE: { status: 409, message: "This order can no longer be cancelled." },
  ORDER_STATUS_UNCHANGED: { status: 409, message: "The order already has this status." },
  REFUND_KEY_REUSED: { status: 409, message: "This refund key was already used for a different refund." },
  RETURN_ALREADY_REQUESTED: { status: 409, message: "A return or exchange has already been requested for this item." },
  RETURN_NOT_PENDING: { status: 409, message: "Only a pending request can be approved or rejected; this one has already been processed." },
  RETURN_NOT_APPROVED: { status: 409, message: "Only an approved request can be marked completed." },
  PAYOUT_QUERY_OPEN: { status: 409, message: "This order already has an open payout query. You can raise another once it is resolved." },
  PAYOUT_ORDER_NOT_DELIVERED: { status: 409, message: "A payout query can be raised only for a delivered order." },
  TWO_FACTOR_NOT_ENABLED: { status: 409, message: "Two-factor authentication is not on for this account." },
  TOTP_ALREADY_ENABLED: { status: 409, message: "Two-factor authentication is already on." },
  DOCUMENT_VERIFIED: { status: 409, message: "A verified document cannot be deleted." },
  THREAD_CLOSED: { status: 409, message: "This conversation has been closed by the platform. No more messages can be sent." },
  QUOTE_NOT_OPEN: { status: 409, message: "This quotation has already been accepted or withdrawn." },
  QUOTE_NOT_ACCEPTED: { status: 409, message: "Accept this quotation before checking it out." },
  QUOTE_ALREADY_USED: { status: 409, message: "This quotation has already been ordered. Ask the seller for a new one." },
  QUOTE_EXPIRED: { status: 409, message: "This quotation has expired. Ask the seller for a new one." },
  CART_LINE_QUOTED: { status: 409, message: "This line is priced by a quotation, so its quantity cannot be changed." },
  REQUIREMENT_CLOSED: { status: 409, message: "This requirement is no longer open." },
  // 413 / 415: the body's size or kind
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request body is too large." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "This content type is not supported here." },
  // 422: understood, but a business rule says no
  CONSTRAINT_VIOLATION: { status: 422, message: "This change would break a rule of the data (a missing or invalid reference or value)." },
  STATUS_NOT_ALLOWED: { status: 422, message: "This status cannot be set here." },
  AMOUNT_TOO_SMALL: { status: 422, message: "The amount to pay online must be at least ₹1.00." },
  CHECKOUT_NOT_PAID: { status: 422, message: "Only a paid checkout can be refunded." },
  INVALID_REFUND_AMOUNT: { status: 422, message: "A refund must be a positive amount." },
  PAYMENT_AMOUNT_MISMATCH: { status: 422, message: "The paid amount does not match the checkout." },
  PRODUCT_NOT_PRICED: { status: 422, message: "This product has no price yet and cannot be ordered." },
  BELOW_MIN_ORDER: { status: 422, message: "The quantity is below the product's minimum order." },
  INSUFFICIENT_STOCK: { status: 422, message: "There is not enough stock for this quantity." },
  PRODUCT_UNAVAILABLE: { status: 422, message: "A product in your cart is no longer available." },
  REFUND_AMOUNT_MISMATCH: { status: 422, message: "The refunded amount does not match the refund." },
  REFUND_EXCEEDS_PAYMENT: { status: 422, message: "The refund would exceed the amount paid online." },
  SUBSCRIPTION_PAYMENT_ELSEWHERE: { status: 422, message: "This is a subscription payment: its status is at /api/seller/subscription/payments/{orderId}." },
  SUBSCRIPTION_PLAN_ID_MISSING: { status: 422, message: "Subscription plan ID not found in payment details." },
  SUBSCRIPTION_PLAN_NOT_MATCHED: { status: 422, message: "Could not find a matching subscription plan for this payment." },
  SELF_CHANGE_REFUSED: { status: 422, message: "You cannot demote, deactivate or delete your own account." },
  ONLY_SELLERS_VERIFIED: { status: 422, message: "Only seller accounts can be verified." },
  LAST_ADMIN: { status: 422, message: "The last administrator cannot be removed." },
  PLAN_HAS_SUBSCRIBERS: { status: 422, message: "Cannot delete plan with active subscribers." },
  PAID_PLAN_IN_FORCE: { status: 422, message: "Your paid plan is still in force. You can move to the Free plan after it ends." },
  ENTERPRISE_PLAN_CONTACT_SALES: { status: 422, message: "Enterprise plans are arranged with our sales team. Please use Contact Sales." },
  WISHLIST_FULL: { status: 422, message: "Your wishlist is full. Remove some products before adding more." },
  CART_FULL: { status: 422, message: "Your cart is full. Check out or remove some products before adding more." },
  ADDRESS_LIMIT_REACHED: { status: 422, message: "You have saved as many addresses as an account can hold. Delete one to save another." },
  IMAGE_UNREADABLE: { status: 422, message: "This image could not be read. Upload a complete JPEG, PNG or WebP file." },
  PLAN_LIMIT_REACHED: { status: 422, message: "You have reached the product limit of your plan. Please upgrade your plan to add more." },
  MEDIA_LIMIT_REACHED: { status: 422, message: "This product has as many images and videos as it can hold. Remove some to add more." },
  CSV_IMPORT_INVALID: { status: 422, message: "The file has errors, so nothing was imported." },
  PIN_CODE_NOT_FOUND: { status: 422, message: "This PIN code is not in India Post's PIN code directory. Check the six digits." },
  IFSC_NOT_FOUND: { status: 422, message: "This IFSC is not in the published list of bank branch codes. Check it on your cheque book or passbook." },
  GSTIN_LOCKED: { status: 422, message: "Your account is verified, so only an administrator can change your GST number. Please contact support." },
  GSTIN_NOT_ON_PROFILE: { status: 422, message: "Add your GSTIN and its legal name to your profile to use it for input tax credit." },
  QUOTE_MISMATCH: { status: 422, message: "This cart line does not match its quotation's product and quantity." },
  QUOTE_VALIDITY_INVALID: { status: 422, message: "A quotation must be valid from today for at most 90 days." },
  QUOTE_PRODUCT_NOT_YOURS: { status: 422, message: "You can quote only your own listed products." },
  BLOCKED_BY_SELLER: { status: 422, message: "This seller is not accepting enquiries or messages from you." },
  OWN_PRODUCT: { status: 422, message: "You cannot send an enquiry to yourself." },
  DOCUMENT_LIMIT_REACHED: { status: 422, message: "You have uploaded as many documents as an account can hold. Delete one to upload another." },
  RETURN_QUANTITY_EXCEEDED: { status: 422, message: "More units were asked for than remain to be returned or exchanged for this item." },
  RETURN_PHOTO_MISSING: { status: 422, message: "A photo of this request was not uploaded. Add the photos again and send the request." },
  // 429: slow down
  RATE_LIMITED: { status: 429, message: "Too many requests. Please wait a minute and try again." },
  TOO_MANY_SIGN_IN_ATTEMPTS: { status: 429, message: "Too many failed sign-in attempts. Please wait and try again, or reset your password." },
  TOO_MANY_CODE_ATTEMPTS: { status: 429, message: "Too many wrong codes. Please wait and try again." },
  ACCOUNT_TEMPORARILY_LOCKED: { status: 429, message: "Too many wrong codes: two-factor sign-in is locked for 15 minutes." },
  // 5xx: our side, or a provider's
  INTERNAL_ERROR: { status: 500, message: "Something went wrong on our side. Please try again." },
  PAYMENT_SESSION_FAILED: { status: 502, message: "Failed to create payment session." },
  PAYMENT_SESSION_MISSING: { status: 502, message: "Failed to retrieve a valid payment session ID." },
  PAYMENT_VERIFICATION_FAILED: { status: 502, message: "The payment could not be verified with the provider. Please try again." },
  SERVICE_UNAVAILABLE: { status: 503, message: "The service is briefly unavailable. Please try again in a few seconds." },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export type ErrorStatus = (typeof ERROR_CATALOGUE)[ErrorCode]["status"];

export { codeForStatus, ERROR_CODES } from "./error-codes";

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** The codes answered with one status (for the OpenAPI document's per-status descriptions). */
export function codesWithStatus(status: number): ErrorCode[] {
  return (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter((code) => ERROR_CATALOGUE[code].status === status);
}
