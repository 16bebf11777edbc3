import { LANGUAGE_COOKIE, type Language } from "@domain/languages";
import { api } from "./api";

/**
 * Keeps the visitor's choice (the `lang` cookie, and for a signed-in user the account, so that emails go out in that
 * language). A failure keeps nothing but stops nothing either: the page in the other language opens anyway.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await api.PUT("/api/account/language", { body: { language } }).catch(() => undefined);
}

/** Whether this browser has a language chosen (the switch, the offer, or an earlier sign-in). */
export function hasChosenLanguage(): boolean {
  return document.cookie.split(";").some((cookie) => cookie.trim().startsWith(`${LANGUAGE_COOKIE}=`));
}
