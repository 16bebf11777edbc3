/**
 * The legal pages every payment provider asks a merchant to publish, in the order the footer lists them: the key
 * names the page's texts in locales/en/legal.json, the path is its public address.
 */
export const LEGAL_PAGES = [
  { key: "terms", path: "/terms" },
  { key: "privacy", path: "/privacy" },
  { key: "refund", path: "/refund-policy" },
  { key: "shipping", path: "/shipping-policy" },
] as const;

export type LegalPageKey = (typeof LEGAL_PAGES)[number]["key"];
