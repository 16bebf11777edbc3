import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES } from "../categories";
import { hindiInflections, normaliseHindiWord } from "./hindi-spelling";
import { TRADE_WORD_ENTRIES, type TradeWordEntry, findTradeWord, isHindiStopWord, parseTradeWord, tradeWordAlternatives } from "./hindi-trade-words";
import { COMMON_TRADE_WORDS, HINDI_STOP_WORDS, TRADE_WORDS_BY_CATEGORY } from "./trade-words";

const englishOf = (word: string) => findTradeWord(word)?.english;

describe("the trade words", () => {
  it("cover every category with its common goods, and words of every category besides", () => {
    for (const category of CATEGORY_NAMES) expect(TRADE_WORDS_BY_CATEGORY[category].length, category).toBeGreaterThanOrEqual(25);
    expect(COMMON_TRADE_WORDS.length).toBeGreaterThanOrEqual(80);
    expect(TRADE_WORD_ENTRIES.length).toBeGreaterThanOrEqual(500);
  });

  it("are written as search needs them: Hindi in Devanagari or Latin letters, English as plain words", () => {
    for (const entry of TRADE_WORD_ENTRIES) {
      expect(entry.devanagari.length, entry.english.join()).toBeGreaterThan(0);
      for (const spelling of entry.devanagari) expect(spelling).toMatch(/^[\u0900-\u0963\u0971-\u097F]+$/);
      for (const spelling of entry.latin) expect(spelling).toMatch(/^[a-z]+$/);
      for (const word of entry.english) expect(word).toMatch(/^[a-z0-9]+(?:[ -][a-z0-9]+)*$/);
    }
  });

  it("name each spelling once, and no spelling the word's own plural or oblique forms already give", () => {
    const seen = new Map<string, string>();
    for (const entry of TRADE_WORD_ENTRIES) {
      const forms = new Set(entry.devanagari.flatMap(hindiInflections).map(normaliseHindiWord));
      for (const spelling of [...entry.devanagari, ...entry.latin]) {
        const key = normaliseHindiWord(spelling);
        expect(seen.get(key), `${spelling} is listed twice`).toBeUndefined();
        expect(forms.has(key), `${spelling} is a form of its own word`).toBe(false);
        seen.set(key, spelling);
      }
    }
  });

  it("share no plural or oblique form between two words, so no word depends on the lists' order", () => {
    const wordOfForm = new Map<string, TradeWordEntry>();
    for (const entry of TRADE_WORD_ENTRIES) {
      for (const form of entry.devanagari.flatMap(hindiInflections).map(normaliseHindiWord)) {
        expect([undefined, entry], form).toContain(wordOfForm.get(form));
        wordOfForm.set(form, entry);
      }
    }
  });

  it("never take an English word of the catalogue for Hindi, so English searches stay as typed", () => {
    const english = new Set(TRADE_WORD_ENTRIES.flatMap((entry) => entry.english.flatMap((word) => word.split(/[ -]/))));
    for (const entry of TRADE_WORD_ENTRIES) for (const spelling of entry.latin) expect(english.has(spelling), spelling).toBe(false);
    for (const word of english) expect(findTradeWord(word), word).toBeUndefined();
  });

  it("keep stop words apart from goods", () => {
    for (const word of HINDI_STOP_WORDS) expect(findTradeWord(word), word).toBeUndefined();
    expect(isHindiStopWord("के")).toBe(true);
    expect(isHindiStopWord("चावल")).toBe(false);
  });
});

describe("findTradeWord", () => {
  it.each([
    ["मसाला", ["masala", "spice"]],
    ["कुर्ता", ["kurta"]],
    ["साड़ी", ["saree", "sari"]],
    ["चावल", ["rice"]],
    ["आटा", ["atta", "flour"]],
    ["तेल", ["oil"]],
    ["साबुन", ["soap"]],
    ["जूते", ["shoes"]],
    ["मोबाइल", ["mobile"]],
    ["चार्जर", ["charger"]],
    ["बर्तन", ["utensils", "kitchenware"]],
    ["सूती", ["cotton"]],
    ["किलो", ["kg"]],
    ["chawal", ["rice"]],
    ["kapda", ["fabric", "cloth"]],
    ["Chawal", ["rice"]],
  ])("knows %s as %j", (word, english) => {
    expect(englishOf(word)).toEqual(expect.arrayContaining(english));
  });

  it.each([
    ["साड़ी", "साडी"], // with and without the nukta
    ["साड़ी", "साड़ियां"], // plural
    ["साड़ी", "साड़ियों"], // oblique plural
    ["जूता", "जूते"],
    ["जूता", "जूतों"],
    ["गेहूं", "गेहूँ"], // anusvara and chandrabindu
    ["कंबल", "कम्बल"], // anusvara and half nasal
    ["कंबल", "कंबलों"],
    ["कपड़ा", "कपडे"],
    ["किताब", "किताबें"],
    ["कुर्सी", "कुर्सियाँ"],
    ["चूड़ी", "चूडियां"],
    ["दवा", "दवाइयां"],
  ])("knows %s by its spelling or form %s", (word, variant) => {
    expect(findTradeWord(variant)).toBeDefined();
    expect(findTradeWord(variant)).toBe(findTradeWord(word));
  });

  it("knows no other word", () => {
    for (const word of ["steel", "kurta", "masala", "rice", "नमस्ते", "xyz", ""]) expect(findTradeWord(word), word).toBeUndefined();
  });
});

describe("tradeWordAlternatives", () => {
  it("searches the word as typed, its spellings and its English words", () => {
    expect(tradeWordAlternatives("चावल")).toEqual(["चावल", "chawal", "chaawal", "rice"]);
    expect(tradeWordAlternatives("जूते")).toEqual(["जूते", "जूता", "जूती", "joota", "joote", "jutti", "shoes", "footwear"]);
    expect(tradeWordAlternatives("CHAWAL")).toEqual(["chawal", "चावल", "chaawal", "rice"]);
  });

  it("is undefined for any other word", () => {
    expect(tradeWordAlternatives("rice")).toBeUndefined();
  });

  it("reads a list's line as its spellings by script and its English words", () => {
    expect(parseTradeWord(["चावल chawal", "rice, paddy"])).toEqual({ devanagari: ["चावल"], latin: ["chawal"], english: ["rice", "paddy"] });
  });
});
