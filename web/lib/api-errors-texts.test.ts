import { describe, expect, it } from "vitest";
import { ERROR_CATALOGUE, type ErrorCode, isErrorCode } from "@domain/error-catalogue";
import { type Language, LANGUAGES } from "@domain/languages";
import en from "../../locales/en/api-errors.json";
import hi from "../../locales/hi/api-errors.json";

/** The `api-errors` namespace of each language: a text for each code of the error catalogue, by code. */
const TEXTS: Record<Language, Record<string, unknown>> = { en, hi };
const CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

describe("the api-errors texts", () => {
  it.each(LANGUAGES)("%s has a text for every code of the error catalogue", (language) => {
    const texts = TEXTS[language];
    expect(CODES.filter((code) => typeof texts[code] !== "string" || !(texts[code] as string).trim())).toEqual([]);
  });

  it.each(LANGUAGES)("%s has no key that is not a code of the error catalogue", (language) => {
    expect(Object.keys(TEXTS[language]).filter((key) => !isErrorCode(key))).toEqual([]);
  });

  it("says in English exactly what the catalogue says", () => {
    expect(CODES.filter((code) => TEXTS.en[code] !== ERROR_CATALOGUE[code].message)).toEqual([]);
  });

  it("says every Hindi text in Hindi", () => {
    expect(CODES.filter((code) => !/[\u0900-\u097F]/.test(String(TEXTS.hi[code])))).toEqual([]);
  });
});
