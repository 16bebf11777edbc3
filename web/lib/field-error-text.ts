import { useTranslation } from "react-i18next";
import { i18n } from "./i18n";

/**
 * A field's message is either a translation key with its namespace (`validation:product.stockNegative`, as the shared
 * schemas and the forms' own schemas write them) or a text to show as it is (the server's sentence for a field).
 */
const TRANSLATION_KEY = /^([a-z][\w-]*):[\w-]+(?:\.[\w-]+)*$/i;

/** The namespace of a message that is a translation key, else undefined. */
export function messageNamespace(message: string | undefined): string | undefined {
  return message ? TRANSLATION_KEY.exec(message)?.[1] : undefined;
}

type Translate = (key: string) => string;

/**
 * A field's message in the page's language: a key translated, any other text unchanged. Outside React (a toast) it
 * uses the app's texts; its namespace must have arrived (namespaceT() in web/lib/i18n waits for one).
 */
export function fieldErrorText(message: string | undefined, t: Translate = (key) => i18n.t(key)): string | undefined {
  if (!message) return undefined;
  return messageNamespace(message) ? t(message) : message;
}

/**
 * Inside React: a function wording the given messages, for the fields of one form. The namespaces of the keys among
 * them are loaded if the page has not loaded them yet (the shared schemas' "validation" texts come with the first
 * error); until they arrive a key gives undefined rather than showing itself, and the component renders again.
 */
export function useFieldErrorTexts(messages: readonly (string | undefined)[]): (message: string | undefined) => string | undefined {
  const namespaces = [...new Set(messages.map(messageNamespace).filter((namespace) => namespace !== undefined))];
  const { t, ready } = useTranslation(namespaces.length > 0 ? namespaces : "common");
  return (message) => (!messageNamespace(message) || ready ? fieldErrorText(message, (key) => t(key)) : undefined);
}

/** One field's message in the page's language (see useFieldErrorTexts). */
export function useFieldErrorText(message: string | undefined): string | undefined {
  return useFieldErrorTexts([message])(message);
}
