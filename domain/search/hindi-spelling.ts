/**
 * How one Hindi word is spelt in different ways, so that every spelling of a word finds the same goods: typed with or
 * without a nukta (कपड़ा, कपडा), a chandrabindu or an anusvara (गेहूँ, गेहूं), a half nasal or an anusvara (कम्बल,
 * कंबल), with the invisible joiners some keyboards insert; and in its plural and oblique forms (जूता, जूते, जूतों).
 */

const NUKTA = /\u093C/g;
const CHANDRABINDU = /\u0901/g;
const ANUSVARA = "\u0902";
const ZERO_WIDTH_JOINERS = /[\u200C\u200D]/g;
/** A nasal consonant (ङ ञ ण न म) with a virama before another consonant, which Hindi writes as an anusvara as often. */
const HALF_NASAL = /[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0939])/g;

/**
 * The key a Hindi word is looked up by: composed (NFC, which writes every nukta letter as its letter and a nukta),
 * without joiners or nukta, every chandrabindu and half nasal as an anusvara; Latin letters in lower case.
 * Two spellings with the same key are one word.
 */
export function normaliseHindiWord(word: string): string {
  return word
    .normalize("NFC")
    .toLowerCase()
    .replace(ZERO_WIDTH_JOINERS, "")
    .replace(NUKTA, "")
    .replace(CHANDRABINDU, ANUSVARA)
    .replace(HALF_NASAL, ANUSVARA);
}

/** The word as typed, fit to search for as it is: composed, without the joiners, which belong to no word. */
export const cleanHindiWord = (word: string): string => word.normalize("NFC").replace(ZERO_WIDTH_JOINERS, "");

/** The endings a noun's plural and oblique forms are made from (as vowel signs, or the word's last consonant). */
const AA = "\u093E"; // ा
const II = "\u0940"; // ी
const UU = "\u0942"; // ू
const LONG_I = "\u0908"; // ई
const ENDS_IN_CONSONANT = /(?:[\u0915-\u0939]|\u093C)$/;

/**
 * The plural and oblique forms of a noun (or adjective) by its ending, both genders' where the ending does not say
 * which: -ा (जूता → जूते, जूतों; दवा → दवाएं, दवाओं), -ी (साड़ी → साड़ियां, साड़ियों), -ई (रजाई → रजाइयां),
 * -ू (चाकू → चाकुओं, चाकूओं), a consonant (किताब → किताबें, किताबों). Forms that are no real word cost nothing:
 * nobody types them.
 */
export function hindiInflections(word: string): string[] {
  const stem = word.slice(0, -1);
  if (word.endsWith(AA)) return [`${stem}\u0947`, `${stem}\u094B\u0902`, `${word}एं`, `${word}ओं`];
  if (word.endsWith(II)) return [`${stem}\u093Fयां`, `${stem}\u093Fयों`];
  if (word.endsWith(LONG_I)) return [`${stem}इयां`, `${stem}इयों`];
  if (word.endsWith(UU)) return [`${stem}\u0941ओं`, `${word}ओं`, `${stem}\u0941एं`, `${word}एं`];
  if (ENDS_IN_CONSONANT.test(word)) return [`${word}\u0947\u0902`, `${word}\u094B\u0902`];
  return [];
}
