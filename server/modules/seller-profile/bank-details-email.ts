import { maskedAccountNumber } from "@domain/bank-account";
import type { OutgoingEmail } from "../../platform/email/outbox";

/** Tells a seller its payout account changed; never the full account number, which an inbox may leak. */
export function bankDetailsChangedEmail(to: string, details: { bankName: string; accountNumberLast4: string; settingsLink: string }): OutgoingEmail {
  const account = `${details.bankName}, account ${maskedAccountNumber(details.accountNumberLast4)}`;
  const text = [
    "The bank account your BulkBazaar payouts are sent to has been changed.",
    "",
    `New account: ${account}`,
    "",
    "If you made this change, there is nothing more to do.",
    "If you did not, change your password now and contact support before your next payout:",
    details.settingsLink,
    "",
    "— BulkBazaar",
  ].join("\n");
  return { to, subject: "Your payout bank account was changed", text };
}
