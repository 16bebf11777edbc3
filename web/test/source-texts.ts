import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * What the app's source says about its texts, read statically for the tests that hold the locale files and the
 * routes' namespaces to the code: which namespaces a file translates with, and which keys it asks for by name.
 */
export const ROOT = resolve(import.meta.dirname, "../..");
const WEB = join(ROOT, "web");

/** Source without comments (a comment may name a namespace or a key as an example). */
function codeOf(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

const strings = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);

/**
 * The namespaces a file's texts come from: `useTranslation("ns")`, `namespaceT("ns")`, `getFixedT(null, "ns")`,
 * `t("ns:key")`, and a t function it is handed (`t: TFunction<"ns">`).
 */
export function namespacesUsedIn(file: string): Set<string> {
  const code = codeOf(file);
  const found = new Set<string>();
  for (const match of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|"[^"]+")/g)) for (const name of strings(match[1]!)) found.add(name);
  for (const match of code.matchAll(/(?:namespaceT\(|getFixedT\(\s*null,|TFunction<)\s*"([^"]+)"/g)) found.add(match[1]!);
  for (const match of code.matchAll(/\bt\(\s*["`]([a-z][\w-]*):/g)) found.add(match[1]!);
  if (/useTranslation\(\s*\)/.test(code)) found.add("common");
  return found;
}

/** The keys a file asks for as string literals (`t("a.b")`, `t("ns:a.b")`); keys built at run time are not here. */
export function keysUsedIn(file: string): string[] {
  return [...codeOf(file).matchAll(/\bt\(\s*"([^"$]+)"/g)].map((match) => match[1]!);
}

/** Every .ts/.tsx file of the web app, tests and generated types aside. */
export function webSourceFiles(folder = WEB): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === "test" ? [] : webSourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@web/") ? join(WEB, specifier.slice(5)) : specifier.startsWith(".") ? resolve(dirname(from), specifier) : undefined;
  if (!base) return undefined;
  return ["", ".tsx", ".ts", "/index.ts", "/index.tsx"].map((ending) => base + ending).find((path) => existsSync(path) && statSync(path).isFile());
}

/** A file and every web file it imports, directly or through others (static and dynamic imports). */
export function importGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const match of codeOf(file).matchAll(/(?:import|export)\s[^"']*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
    const imported = resolveImport(file, (match[1] ?? match[2])!);
    if (imported) importGraph(imported, seen);
  }
  return seen;
}

/** Every text of a locale file by its dotted path (array items by index). */
export function localeLeaves(texts: unknown, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof texts === "string") found.set(prefix, texts);
  else if (typeof texts === "object" && texts !== null) {
    for (const [key, value] of Object.entries(texts)) for (const [path, text] of localeLeaves(value, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
  }
  return found;
}
