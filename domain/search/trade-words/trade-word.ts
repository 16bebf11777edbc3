/**
 * One trade word of the Hindi a buyer may search in: its spellings, separated by spaces (Devanagari, and the Latin
 * spellings traders type where English product names would not use the word: "चावल chawal"), and the English
 * words the catalogue names those goods by, separated by commas ("rice"; a phrase is a few words: "rolling pin").
 * Each Devanagari spelling finds its plural and oblique forms too (hindi-spelling.ts), so a list names the word once.
 */
export type TradeWord = readonly [hindi: string, english: string];
