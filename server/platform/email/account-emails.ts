import type { OutgoingEmail } from "./outbox";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A plain message with one call-to-action link, as text (always) and simple HTML; other emails build on it too. */
export function linkEmail(to: string, subject: string, lines: { before: string[]; action: string; link: string; after: string[] }): OutgoingEmail {
  const text = [...lines.before, "", `${lines.action}:`, lines.link, "", ...lines.after, "", "— BulkBazaar"].join("\n");
  const paragraphs = (ps: string[]) => ps.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const html =
    `<div style="font-family:system-ui,sans-serif;max-width:560px">${paragraphs(lines.before)}` +
    `<p><a href="${escapeHtml(lines.link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(lines.action)}</a></p>` +
    `<p style="font-size:13px;color:#555">Or open this link: ${escapeHtml(lines.link)}</p>${paragraphs(lines.after)}<p>— BulkBazaar</p></div>`;
  return { to, subject, text, html };
}

export function verificationEmail(to: string, name: string, link: string): OutgoingEmail {
  return linkEmail(to, "Verify your BulkBazaar email", {
    before: [`Hello ${name},`, "Welcome to BulkBazaar. Confirm your email address to start trading."],
    action: "Verify my email",
    link,
    after: ["The link is valid for 24 hours. If you did not register, you can ignore this email."],
  });
}

export function passwordResetEmail(to: string, link: string): OutgoingEmail {
  return linkEmail(to, "Reset your BulkBazaar password", {
    before: ["Someone asked to reset the password of your BulkBazaar account."],
    action: "Set a new password",
    link,
    after: ["The link is valid for one hour and works once. If it was not you, ignore this email: your password stays as it is."],
  });
}

/** Sent instead of an error when someone registers with an address that already has an account. */
export function registrationAttemptEmail(to: string, signInLink: string): OutgoingEmail {
  return linkEmail(to, "Someone tried to register with your email", {
    before: [
      "Someone tried to register a new BulkBazaar account with this email address, which already has an account.",
      "If it was you, sign in instead. If you have forgotten your password, use Forgot password on the sign-in page.",
    ],
    action: "Sign in",
    link: signInLink,
    after: ["If it was not you, you can ignore this email: nothing has changed on your account."],
  });
}
