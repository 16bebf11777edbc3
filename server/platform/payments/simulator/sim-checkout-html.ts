import { formatINR } from "@domain/money";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `
  *{box-sizing:border-box} body{margin:0;font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a}
  main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}
  h1{font-size:1.25rem;margin:0 0 .25rem} p.note{margin:0 0 1.25rem;color:#475569;font-size:.875rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem} dt{color:#475569} dd{margin:0;font-weight:600;word-break:break-all}
  .amount{font-size:1.5rem} form{display:grid;gap:.75rem} button,a.button{font:inherit;padding:.75rem 1rem;border-radius:.5rem;border:1px solid #cbd5e1;background:#fff;cursor:pointer;text-align:center;color:inherit;text-decoration:none}
  button.pay{background:#15803d;border-color:#15803d;color:#fff;font-weight:600} button.fail{color:#b91c1c;border-color:#b91c1c}
  button:focus-visible,a.button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
`;

function layout(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export type SimCheckoutView = {
  /** The merchant's order id: the reference the shop itself shows the buyer. */
  orderId: string;
  /** Cashfree's own id of the order. */
  cfOrderId: string;
  /** What the merchant says the payment is for (`order_note`). */
  note: string | null;
  amount: number;
  status: string;
  actionUrl: string;
  returnUrl: string | null;
};

/**
 * The simulator's hosted checkout: a person chooses Pay, Fail, Leave pending, or Leave without paying (Cashfree's
 * USER_DROPPED). No script, so it runs under our CSP.
 */
export function renderSimCheckoutPage(view: SimCheckoutView): string {
  const details = `<dl>
    <dt>Merchant</dt><dd>BulkBazaar</dd>
    <dt>Order reference</dt><dd data-testid="merchant-order-id">${escapeHtml(view.orderId)}</dd>
    ${view.note ? `<dt>For</dt><dd>${escapeHtml(view.note)}</dd>` : ""}
    <dt>Cashfree order ID</dt><dd>${escapeHtml(view.cfOrderId)}</dd>
    <dt>Amount</dt><dd class="amount">${escapeHtml(formatINR(view.amount))}</dd>
    <dt>Status</dt><dd>${escapeHtml(view.status)}</dd>
  </dl>`;
  const heading = `<h1>Cashfree payment simulator</h1>
    <p class="note">A test payment page: no money moves. Choose how this payment should end.</p>`;
  if (view.status !== "ACTIVE") {
    const back = view.returnUrl ? `<a class="button" href="${escapeHtml(view.returnUrl)}">Return to the shop</a>` : "";
    return layout("Payment simulator", `${heading}${details}<p>This order can no longer be paid.</p>${back}`);
  }
  const form = `<form method="post" action="${escapeHtml(view.actionUrl)}" aria-label="Payment outcome">
    <button class="pay" type="submit" name="outcome" value="pay">Pay ${escapeHtml(formatINR(view.amount))}</button>
    <button class="fail" type="submit" name="outcome" value="fail">Fail payment</button>
    <button type="submit" name="outcome" value="pending">Leave pending</button>
    <button type="submit" name="outcome" value="leave">Leave without paying</button>
  </form>`;
  return layout(`Pay ${formatINR(view.amount)} · Payment simulator`, `${heading}${details}${form}`);
}

export function renderSimNotFoundPage(): string {
  return layout("Payment simulator", `<h1>Payment session not found</h1><p>This payment link is not valid.</p>`);
}
