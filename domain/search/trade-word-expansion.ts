import { cleanHindiWord } from "./hindi-spelling";
import { isHindiStopWord, tradeWordAlternatives } from "./hindi-trade-words";

/** A Hindi word of a query and what it is searched as: any one of its alternatives (or, negated, none of them). */
export type ExpandedWord = { typed: string; alternatives: readonly string[]; negated: boolean };

/**
 * A query with its Hindi words taken out: `rest` is the query as typed without them (every other word, and the
 * search syntax around them, where it was), `words` the trade words, each one required besides what `rest` asks.
 */
export type TradeWordExpansion = { rest: string; words: readonly ExpandedWord[] };

/**
 * A word of a query: Devanagari digits, Devanagari letters and marks (without the danda, digits and abbreviation
 * sign, which are not letters; with the zero-width joiners keyboards insert), or a word in any other script.
 */
const WORD = /[\u0966-\u096F]+|(?:[\u0900-\u0963]|[\u0971-\u097F]|[\uA8E0-\uA8FF]|\u200C|\u200D)+|(?:(?![\u0900-\u097F]|[\uA8E0-\uA8FF])[\p{L}\p{M}\p{N}])+/gu;
const DEVANAGARI_DIGITS = /^[\u0966-\u096F]+$/;
const ZERO = 0x0966;

/**
 * The query's Hindi words as the English words of the goods they name (hindi-trade-words.ts): "सूती कुर्ता" is
 * searched as (सूती | cotton | …) & (कुर्ता | kurta | …). A trade word in Devanagari or in a Latin spelling traders
 * type ("chawal") becomes its alternatives, the typed word among them; Devanagari digits their Latin number;
 * a Hindi stop word (का, के, में …) goes; a word written "-word" stays negated. Every other word, and the search
 * syntax, stays in `rest` as typed. Undefined when the query has none of those words (any English query): it is
 * searched as it is.
 */
export function expandTradeWords(term: string): TradeWordExpansion | undefined {
  const words: ExpandedWord[] = [];
  let rest = "";
  let restFrom = 0;
  let expanded = false;
  for (const match of term.matchAll(WORD)) {
    const typed = match[0];
    const alternatives = DEVANAGARI_DIGITS.test(typed) ? [typed, latinDigits(typed)] : tradeWordAlternatives(typed);
    if (alternatives === undefined && !isHindiStopWord(typed)) continue;
    const start = match.index;
    const negated = term[start - 1] === "-" && (start === 1 || /\s/.test(term[start - 2]!));
    rest += `${term.slice(restFrom, negated ? start - 1 : start)} `;
    restFrom = start + typed.length;
    expanded = true;
    if (alternatives !== undefined) words.push({ typed: cleanHindiWord(typed), alternatives, negated });
  }
  if (!expanded) return undefined;
  rest += term.slice(restFrom);
  return { rest: rest.replace(/\s+/g, " ").trim(), words };
}

const latinDigits = (digits: string) => Array.from(digits, (digit) => String(digit.charCodeAt(0) - ZERO)).join("");
