import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@domain/languages";
import { keysUsedIn, localeLeaves, namespacesUsedIn, ROOT, webSourceFiles } from "../test/source-texts";

const folderOf = (language: string) => join(ROOT, "locales", language);
const NAMESPACES = readdirSync(folderOf("en")).filter((name) => name.endsWith(".json")).map((name) => name.replace(/\.json$/, ""));
type Texts = { [key: string]: unknown };
const textsOf = (language: string, namespace: string) => JSON.parse(readFileSync(join(folderOf(language), `${namespace}.json`), "utf8")) as Texts;

/** The keys that appear twice in one object of a JSON text (JSON.parse would silently keep the last one). */
function repeatedKeys(text: string): string[] {
  const repeated: string[] = [];
  const objects: Set<string>[] = [];
  // Strings (a key when a colon follows) and the braces outside them.
  for (const [token, key, colon] of text.matchAll(/"((?:[^"\\]|\\.)*)"(\s*:)?|[{}]/g)) {
    if (token === "{") objects.push(new Set());
    else if (token === "}") objects.pop();
    else if (colon) {
      const keys = objects.at(-1)!;
      if (keys.has(key!)) repeated.push(key!);
      keys.add(key!);
    }
  }
  return repeated;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((match) => match[1]).sort();

/** Whether a namespace has a text (or a plural's forms, or a group of texts) at a key. */
function hasKey(texts: Texts, key: string): boolean {
  const at = (path: string) => path.split(".").reduce<unknown>((node, part) => (typeof node === "object" && node !== null ? (node as Texts)[part] : undefined), texts);
  return at(key) !== undefined || (at(`${key}_one`) !== undefined && at(`${key}_other`) !== undefined);
}

describe("the locale files", () => {
  it("finds a repeated key", () => {
    expect(repeatedKeys('{"a": "{{b}}", "c": {"a": 1}, "a": {}}')).toEqual(["a"]);
  });

  it.each(LANGUAGES.flatMap((language) => NAMESPACES.map((namespace) => [language, namespace])))("%s/%s.json names each key once in each object", (language, namespace) => {
    expect(repeatedKeys(readFileSync(join(folderOf(language), `${namespace}.json`), "utf8"))).toEqual([]);
  });

  it("every language has the same namespaces", () => {
    for (const language of LANGUAGES) {
      expect(readdirSync(folderOf(language)).filter((name) => name.endsWith(".json")).sort(), language).toEqual(NAMESPACES.map((name) => `${name}.json`).sort());
    }
  });

  it.each(NAMESPACES)("%s has the same keys in every language, each with the same placeholders", (namespace) => {
    const english = localeLeaves(textsOf("en", namespace));
    for (const language of LANGUAGES.filter((other) => other !== "en")) {
      const translated = localeLeaves(textsOf(language, namespace));
      expect([...translated.keys()].sort(), `${language}/${namespace}`).toEqual([...english.keys()].sort());
      for (const [key, text] of english) expect(placeholders(translated.get(key) ?? ""), `${language}/${namespace}:${key}`).toEqual(placeholders(text));
    }
  });

  it("has every key the web app asks for by name, in the namespaces the file translates with", () => {
    const missing: string[] = [];
    for (const file of webSourceFiles()) {
      const namespaces = [...namespacesUsedIn(file), "common"];
      for (const key of keysUsedIn(file)) {
        const prefixed = /^([a-z][\w-]*):(.+)$/.exec(key);
        const [searched, path] = prefixed && NAMESPACES.includes(prefixed[1]!) ? [[prefixed[1]!], prefixed[2]!] : [namespaces, key];
        if (!searched.some((namespace) => NAMESPACES.includes(namespace) && hasKey(textsOf("en", namespace), path))) missing.push(`${relative(ROOT, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("has every key the shared schemas give as a message", () => {
    const schemaFiles = readdirSync(join(ROOT, "domain/schemas")).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
    const missing: string[] = [];
    for (const name of schemaFiles) {
      const code = readFileSync(join(ROOT, "domain/schemas", name), "utf8");
      for (const [, namespace, key] of code.matchAll(/"([a-z][\w-]*):([\w-]+(?:\.[\w-]+)+)"/g)) {
        if (NAMESPACES.includes(namespace!) && !hasKey(textsOf("en", namespace!), key!)) missing.push(`${name}: ${namespace}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
