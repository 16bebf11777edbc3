import { DEFAULT_LANGUAGE, type Language } from "@domain/languages";
import { textsFor } from "../i18n/server-texts";
import type { OutgoingEmail } from "./outbox";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A plain message with one call-to-action link, as text (always) and simple HTML; other emails build on it too.
 * The lines arrive as plain text (translated texts with people's names and words filled in unescaped), and every
 * one of them is escaped here, where the HTML is built.
 */
export function linkEmail(
  to: string,
  subject: string,
  lines: { before: string[]; action: string; link: string; after: string[] },
  language: Language = DEFAULT_LANGUAGE,
): OutgoingEmail {
  const { t } = textsFor(language);
  const signature = t("layout.signature");
  const text = [...lines.before, "", `${lines.action}:`, lines.link, "", ...lines.after, "", signature].join("\n");
  const paragraphs = (ps: string[]) => ps.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const html =
    `<div lang="${language}" style="font-family:system-ui,sans-serif;max-width:560px">${paragraphs(lines.before)}` +
    `<p><a href="${escapeHtml(lines.link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(lines.action)}</a></p>` +
    `<p style="font-size:13px;color:#555">${escapeHtml(t("layout.openLink"))} ${escapeHtml(lines.link)}</p>${paragraphs(lines.after)}<p>${escapeHtml(signature)}</p></div>`;
  return { to, subject, text, html };
}

/** "Hello Ravi," or, without a name, "Hello there,", in the recipient's language. */
export function greeting(language: Language, name: string | null | undefined): string {
  const { t } = textsFor(language);
  return name ? t("layout.hello", { name }) : t("layout.helloThere");
}

export function verificationEmail(to: string, name: string, link: string, language: Language = DEFAULT_LANGUAGE): OutgoingEmail {
  const { t } = textsFor(language);
  return linkEmail(
    to,
    t("verification.subject"),
    { before: [greeting(language, name), t("verification.welcome")], action: t("verification.action"), link, after: [t("verification.validity")] },
    language,
  );
}

export function passwordResetEmail(to: string, link: string, language: Language = DEFAULT_LANGUAGE): OutgoingEmail {
  const { t } = textsFor(language);
  return linkEmail(
    to,
    t("passwordReset.subject"),
    { before: [t("passwordReset.asked")], action: t("passwordReset.action"), link, after: [t("passwordReset.validity")] },
    language,
  );
}

/** Sent instead of an error when someone registers with an address that already has an account. */
export function registrationAttemptEmail(to: string, signInLink: string, language: Language = DEFAULT_LANGUAGE): OutgoingEmail {
  const { t } = textsFor(language);
  return linkEmail(
    to,
    t("registrationAttempt.subject"),
    {
      before: [t("registrationAttempt.tried"), t("registrationAttempt.ifYou")],
      action: t("registrationAttempt.action"),
      link: signInLink,
      after: [t("registrationAttempt.notYou")],
    },
    language,
  );
}
