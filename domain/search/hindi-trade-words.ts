import { cleanHindiWord, hindiInflections, normaliseHindiWord } from "./hindi-spelling";
import { COMMON_TRADE_WORDS, HINDI_STOP_WORDS, TRADE_WORDS_BY_CATEGORY, type TradeWord } from "./trade-words";

/** A trade word of the lists, its spellings apart by script. */
export type TradeWordEntry = { devanagari: readonly string[]; latin: readonly string[]; english: readonly string[] };

const DEVANAGARI = /[\u0900-\u097F]/;

export function parseTradeWord([hindi, english]: TradeWord): TradeWordEntry {
  const spellings = hindi.split(" ").filter(Boolean);
  return {
    devanagari: spellings.filter((spelling) => DEVANAGARI.test(spelling)),
    latin: spellings.filter((spelling) => !DEVANAGARI.test(spelling)),
    english: english.split(",").map((word) => word.trim()),
  };
}

/** Every trade word of the lists: the words of every category, then each category's. */
export const TRADE_WORD_ENTRIES: readonly TradeWordEntry[] = [COMMON_TRADE_WORDS, ...Object.values(TRADE_WORDS_BY_CATEGORY)]
  .flat()
  .map(parseTradeWord);

/**
 * Each spelling's key (normaliseHindiWord) and its trade word. A spelling a list names wins over a plural or oblique
 * form made from another word's spelling (hindi-spelling.ts), so a made-up form never hides a real word.
 */
const entriesByKey = new Map<string, TradeWordEntry>();
for (const entry of TRADE_WORD_ENTRIES) {
  for (const form of entry.devanagari.flatMap(hindiInflections)) entriesByKey.set(normaliseHindiWord(form), entry);
}
for (const entry of TRADE_WORD_ENTRIES) {
  for (const spelling of [...entry.devanagari, ...entry.latin]) entriesByKey.set(normaliseHindiWord(spelling), entry);
}
const stopWords = new Set(HINDI_STOP_WORDS.map(normaliseHindiWord));

/** The trade word a Hindi word (any spelling, plural or oblique form; Devanagari or Latin) is, if it is one. */
export function findTradeWord(word: string): TradeWordEntry | undefined {
  return entriesByKey.get(normaliseHindiWord(word));
}

/** Whether a Hindi word carries no goods (का, के लिए, और …): a query reads as if it were not there. */
export const isHindiStopWord = (word: string): boolean => stopWords.has(normaliseHindiWord(word));

/**
 * What a trade word is searched as: the word as typed, its listed spellings (products may be named in Hindi, or
 * with a Latin spelling of it) and its English words; undefined for any other word.
 */
export function tradeWordAlternatives(typed: string): readonly string[] | undefined {
  const entry = findTradeWord(typed);
  if (entry === undefined) return undefined;
  return [...new Set([cleanHindiWord(typed).toLowerCase(), ...entry.devanagari, ...entry.latin, ...entry.english])];
}
