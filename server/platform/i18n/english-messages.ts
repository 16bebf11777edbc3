import buyer from "../../../locales/en/buyer.json" with { type: "json" };
import checkout from "../../../locales/en/checkout.json" with { type: "json" };
import reviews from "../../../locales/en/reviews.json" with { type: "json" };
import sellerSettings from "../../../locales/en/seller-settings.json" with { type: "json" };
import validation from "../../../locales/en/validation.json" with { type: "json" };

/**
 * The shared zod schemas (domain/schemas) use translation keys as messages (`checkout:errors.phone`,
 * `validation:product.stockNegative`), so the web shows them in the user's language. The API answers in English:
 * these are the English resources the web app uses too (locales/ at the repository root, read here as data). A
 * shared schema that starts using another namespace needs it added here; english-messages.test.ts fails until it is.
 * It lives in platform/ because both the error handler (a plugin) and services (the CSV preview) word messages.
 */
const NAMESPACES: Record<string, unknown> = { buyer, checkout, reviews, "seller-settings": sellerSettings, validation };

/** `namespace:a.b.c`, as react-i18next writes a key with its namespace. */
const TRANSLATION_KEY = /^([a-z][\w-]*):([\w-]+(?:\.[\w-]+)*)$/i;

export function isTranslationKey(message: string): boolean {
  return TRANSLATION_KEY.test(message);
}

/** The English text of a translation key, or undefined when no such key exists. */
export function englishTextOf(key: string): string | undefined {
  const match = TRANSLATION_KEY.exec(key);
  if (!match) return undefined;
  let node: unknown = NAMESPACES[match[1]!];
  for (const part of match[2]!.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * A validation message as the API answers it: a translation key becomes its English sentence; zod's own messages
 * are English already and pass through. A key with no English text never reaches a client as a key.
 */
export function englishMessage(message: string): string {
  if (!isTranslationKey(message)) return message;
  return englishTextOf(message) ?? "This value is invalid.";
}
