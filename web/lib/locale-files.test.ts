import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = join(import.meta.dirname, "../../locales/en");

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

describe("the English locale files", () => {
  it("finds a repeated key", () => {
    expect(repeatedKeys('{"a": "{{b}}", "c": {"a": 1}, "a": {}}')).toEqual(["a"]);
  });

  it.each(readdirSync(folder).filter((name) => name.endsWith(".json")))("%s names each key once in each object", (name) => {
    expect(repeatedKeys(readFileSync(join(folder, name), "utf8"))).toEqual([]);
  });
});
