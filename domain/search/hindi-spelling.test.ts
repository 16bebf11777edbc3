import { describe, expect, it } from "vitest";
import { cleanHindiWord, hindiInflections, normaliseHindiWord } from "./hindi-spelling";

describe("normaliseHindiWord", () => {
  it.each([
    ["कपड़ा", "कपडा"], // with and without the nukta
    ["क\u093Cमीज\u093C", "कमीज"], // the nukta typed as its own mark
    ["\u0958मीज", "कमीज"], // and as the precomposed letter
    ["गेहूँ", "गेहूं"], // chandrabindu and anusvara
    ["कम्बल", "कंबल"], // half nasal and anusvara
    ["हिन्दी", "हिंदी"],
    ["पम्प", "पंप"],
    ["क्\u200Dया", "क्या"], // a zero-width joiner
    ["CHAWAL", "chawal"],
  ])("gives %s the key of %s", (a, b) => {
    expect(normaliseHindiWord(a)).toBe(normaliseHindiWord(b));
  });

  it("keeps words apart that differ in more than spelling", () => {
    expect(normaliseHindiWord("चीनी")).not.toBe(normaliseHindiWord("चिनी"));
    expect(normaliseHindiWord("दाल")).not.toBe(normaliseHindiWord("डाल"));
  });

  it("cleans a typed word of joiners only", () => {
    expect(cleanHindiWord("साड़ी\u200C")).toBe("साड़ी");
    expect(cleanHindiWord("गेहूँ")).toBe("गेहूँ");
  });
});

describe("hindiInflections", () => {
  it.each([
    ["जूता", ["जूते", "जूतों"]],
    ["दवा", ["दवाएं", "दवाओं"]],
    ["साड़ी", ["साड़ियां", "साड़ियों"]],
    ["रजाई", ["रजाइयां", "रजाइयों"]],
    ["चाकू", ["चाकुओं", "चाकूओं"]],
    ["किताब", ["किताबें", "किताबों"]],
    ["मेज़", ["मेज़ें", "मेज़ों"]],
  ])("makes the plural and oblique forms of %s", (word, forms) => {
    expect(hindiInflections(word)).toEqual(expect.arrayContaining(forms));
  });

  it("makes none for a word already inflected or not Hindi", () => {
    expect(hindiInflections("जूते")).toEqual([]);
    expect(hindiInflections("गेहूं")).toEqual([]);
    expect(hindiInflections("chawal")).toEqual([]);
  });
});
