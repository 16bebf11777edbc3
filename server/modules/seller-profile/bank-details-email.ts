import { maskedAccountNumber } from "@domain/bank-account";
import { DEFAULT_LANGUAGE, type Language } from "@domain/languages";
import type { OutgoingEmail } from "../../platform/email/outbox";
import { textsFor } from "../../platform/i18n/server-texts";

/** Tells a seller its payout account changed; never the full account number, which an inbox may leak. */
export function bankDetailsChangedEmail(
  to: string,
  details: { bankName: string; accountNumberLast4: string; settingsLink: string },
  language: Language = DEFAULT_LANGUAGE,
): OutgoingEmail {
  const { t } = textsFor(language);
  const account = t("bankDetailsChanged.account", { bank: details.bankName, number: maskedAccountNumber(details.accountNumberLast4) });
  const text = [
    t("bankDetailsChanged.changed"),
    "",
    t("bankDetailsChanged.newAccount", { account }),
    "",
    t("bankDetailsChanged.ifYou"),
    t("bankDetailsChanged.ifNot"),
    details.settingsLink,
    "",
    t("layout.signature"),
  ].join("\n");
  return { to, subject: t("bankDetailsChanged.subject"), text };
}
