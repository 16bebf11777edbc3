/** An outbox email waits (pending) until it is sent, or failed for good after its retries. */
export const EMAIL_DELIVERY_STATUSES = ["pending", "sent", "failed"] as const;
export type EmailDeliveryStatus = (typeof EMAIL_DELIVERY_STATUSES)[number];

/** A file sent with an outbox email, its bytes kept in the row (base64) so every attempt sends the same file. */
export type EmailAttachment = { filename: string; contentType: string; contentBase64: string };

/** An attachment's largest size: the outbox holds small documents (a tax invoice is a few KB), not uploads. */
export const MAX_EMAIL_ATTACHMENT_BYTES = 512 * 1024;
