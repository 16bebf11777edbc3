import { describe, expect, it } from "vitest";
import { MAX_POSTINGS_WORDS, plainLexemes } from "./search-postings";

describe("plainLexemes: which terms the posting lists answer", () => {
  it("reads every required word of a plain term, once each", () => {
    expect(plainLexemes("'steel'")).toEqual(["steel"]);
    expect(plainLexemes("'stainless' & 'steel' & 'bolt'")).toEqual(["stainless", "steel", "bolt"]);
    expect(plainLexemes("'steel' & 'bolt' & 'steel'")).toEqual(["steel", "bolt"]);
    expect(plainLexemes("'o''neil' & 'tap'")).toEqual(["o'neil", "tap"]);
  });

  it("leaves phrases, alternatives, exclusions, prefixes, empty and long terms to the text index", () => {
    expect(plainLexemes("'steel' <-> 'bolt'")).toBeUndefined();
    expect(plainLexemes("'steel' | 'brass'")).toBeUndefined();
    expect(plainLexemes("'steel' & !'bolt'")).toBeUndefined();
    expect(plainLexemes("'steel':*")).toBeUndefined();
    expect(plainLexemes("( 'steel' | 'brass' ) & 'bolt'")).toBeUndefined();
    expect(plainLexemes("")).toBeUndefined();
    const words = Array.from({ length: MAX_POSTINGS_WORDS + 1 }, (_, i) => `'w${i}'`);
    expect(plainLexemes(words.join(" & "))).toBeUndefined();
    expect(plainLexemes(words.slice(1).join(" & "))).toHaveLength(MAX_POSTINGS_WORDS);
  });
});
