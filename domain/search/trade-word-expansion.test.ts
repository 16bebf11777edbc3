import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRADE_WORD_ENTRIES, findTradeWord, isHindiStopWord } from "./hindi-trade-words";
import { expandTradeWords } from "./trade-word-expansion";

const alternativesOf = (term: string) => expandTradeWords(term)?.words.map((word) => word.alternatives);

describe("expandTradeWords", () => {
  it("searches a Hindi word as any of its English words", () => {
    expect(expandTradeWords("मसाला")).toEqual({
      rest: "",
      words: [{ typed: "मसाला", alternatives: ["मसाला", "masala", "spice", "spices"], negated: false }],
    });
  });

  it("requires each Hindi word and keeps every other word where it was", () => {
    const expansion = expandTradeWords("सूती कुर्ता");
    expect(expansion?.rest).toBe("");
    expect(expansion?.words.map((word) => word.typed)).toEqual(["सूती", "कुर्ता"]);
    expect(alternativesOf("सूती कुर्ता")?.[0]).toContain("cotton");
    expect(alternativesOf("सूती कुर्ता")?.[1]).toContain("kurta");
    expect(expandTradeWords("चावल 25 किलो")?.rest).toBe("25");
    expect(expandTradeWords("basmati चावल \"25 kg\"")?.rest).toBe('basmati "25 kg"');
    expect(expandTradeWords("steel बर्तन -copper")?.rest).toBe("steel -copper");
  });

  it("reads Latin spellings traders type, Devanagari digits and words glued to other scripts", () => {
    expect(alternativesOf("Chawal 5kg")).toEqual([["chawal", "चावल", "chaawal", "rice"]]);
    expect(expandTradeWords("चावल २५ किलो")?.words[1]).toEqual({ typed: "२५", alternatives: ["२५", "25"], negated: false });
    expect(expandTradeWords("बर्तन,steel")?.rest).toBe(",steel");
  });

  it("keeps a negated Hindi word negated", () => {
    const expansion = expandTradeWords("बर्तन -स्टील");
    expect(expansion?.rest).toBe("");
    expect(expansion?.words.map((word) => word.negated)).toEqual([false, true]);
    expect(expandTradeWords("a-स्टील")?.words[0]?.negated).toBe(false); // a hyphen inside a word is no negation
  });

  it("drops Hindi stop words and keeps unknown Hindi words as typed", () => {
    expect(expandTradeWords("कपड़े धोने का साबुन")).toMatchObject({ rest: "धोने", words: [{ typed: "कपड़े" }, { typed: "साबुन" }] });
    expect(expandTradeWords("नमस्ते")).toBeUndefined();
  });

  it("leaves an English query alone", () => {
    for (const term of ["steel bolts", "cotton kurta", "masala", "basmati rice 25 kg", '"cotton saree" or silk -georgette', ""]) {
      expect(expandTradeWords(term), term).toBeUndefined();
    }
  });
});

// Queries made of words: English and other Latin words, Hindi trade words in their spellings, stop words and
// unknown Hindi words, digits, and the search syntax between them.
const tradeSpellings = TRADE_WORD_ENTRIES.flatMap((entry) => [...entry.devanagari, ...entry.latin]);
const latinWord = fc.stringMatching(/^[a-zA-Z0-9]{1,8}$/).filter((word) => findTradeWord(word) === undefined);
const unknownHindi = fc.constantFrom("नमस्ते", "धोने", "बढ़िया", "मेरा", "ग्राहक");
const hindiWord = fc.oneof(fc.constantFrom(...tradeSpellings), fc.constantFrom("के", "में", "और"), unknownHindi, fc.constantFrom("२५", "१०००"));
const separator = fc.constantFrom(" ", "  ", ", ", " -", ' "', '" ', " or ");
const query = (word: fc.Arbitrary<string>) =>
  fc.array(fc.tuple(word, separator), { maxLength: 8 }).map((parts) => parts.map(([w, s]) => w + s).join("").trim());
const words = (text: string) => text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

describe("expandTradeWords, whatever the query", () => {
  it("leaves a query without Hindi words as typed", () => {
    fc.assert(fc.property(query(latinWord), (term) => expandTradeWords(term) === undefined));
  });

  it("never drops a word that is not Hindi, and keeps the others' order", () => {
    fc.assert(
      fc.property(query(fc.oneof(latinWord, hindiWord)), (term) => {
        const expansion = expandTradeWords(term);
        const kept = words(term).filter((word) => findTradeWord(word) === undefined && !isHindiStopWord(word) && !/^[०-९]+$/.test(word));
        expect(words(expansion?.rest ?? term)).toEqual(kept);
      }),
    );
  });

  it("searches each Hindi word as typed among its alternatives", () => {
    fc.assert(
      fc.property(query(fc.oneof(latinWord, hindiWord)), (term) => {
        for (const word of expandTradeWords(term)?.words ?? []) {
          expect(word.alternatives[0]).toBe(word.typed.toLowerCase());
          expect(word.alternatives.length).toBeGreaterThan(1);
        }
      }),
    );
  });

  it("finds nothing more to expand in what it leaves", () => {
    fc.assert(
      fc.property(query(fc.oneof(latinWord, hindiWord)), (term) => {
        const expansion = expandTradeWords(term);
        if (expansion !== undefined) expect(expandTradeWords(expansion.rest)).toBeUndefined();
      }),
    );
  });
});
