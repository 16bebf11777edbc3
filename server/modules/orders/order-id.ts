const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Order ids arrive from URLs people type or paste. Anything that is not a uuid cannot name an order, so it is
 * answered like an unknown order (404) rather than a validation error: the page shows "Order not found" for both.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
