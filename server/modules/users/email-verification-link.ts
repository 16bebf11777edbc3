import { DEFAULT_LANGUAGE, localisedPath, type Language } from "@domain/languages";
import type { Config } from "../../config";

/** How long an emailed verification link stays valid. */
export const EMAIL_VERIFICATION_SECONDS = 60 * 60 * 24;

/** The emailed link opens the web page (in the person's language), which confirms the token through POST /api/public/verify-email. */
export function verificationLink(config: Config, token: string, language: Language = DEFAULT_LANGUAGE) {
  return `${config.publicUrl}${localisedPath("/confirm-email", language)}?token=${encodeURIComponent(token)}`;
}
