import type { Config } from "../../config";

/** How long an emailed verification link stays valid. */
export const EMAIL_VERIFICATION_SECONDS = 60 * 60 * 24;

/** The emailed link opens the web page, which confirms the token through POST /api/public/verify-email. */
export function verificationLink(config: Config, token: string) {
  return `${config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}
