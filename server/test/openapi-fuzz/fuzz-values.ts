import type { JsonSchema } from "./fuzz-operations";

/** A small seeded PRNG (mulberry32): the same seed gives the same run, so a failure found once can be replayed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

const uuid = (random: Random) =>
  "xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx".replace(/x/g, () => random.int(16).toString(16));

/** A value the schema would plausibly accept, so that one bad part is what a request is about. */
export function plausibleValue(schema: JsonSchema, random: Random, depth = 0): unknown {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return plausibleValue(variant, random, depth);
  if (schema.enum?.length) return random.pick(schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      if (depth > 4) return {};
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausibleValue(value, random, depth + 1)]));
    case "array":
      return schema.items ? [plausibleValue(schema.items, random, depth + 1)] : [];
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 5, 1 + random.int(5)));
    case "boolean":
      return random.chance(0.5);
    default:
      if (schema.format === "uuid") return uuid(random);
      if (schema.format === "email") return `fuzz${random.int(1e6)}@example.test`;
      return random.pick(["Asha", "400050", "9876543210", "Mumbai", "steel bolts", "x"]);
  }
}

export const WRONG_TYPES: readonly unknown[] = [
  123, -1, 0, 1e308, -1.5, 2 ** 53 + 1, true, false, null, [], [1, "a"], {}, { $ne: 1 }, "", "0", "-1", "1e309",
  "999999999999999999999999", "NaN", "true", "null", "[object Object]", "__proto__",
];

export const UNICODE_STRINGS: readonly string[] = [
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𝟙𝟚𝟛", "😀🙈👩‍👩‍👧‍👦".repeat(50), "\u202Eevil\u202C", "ﬁﬂ İstanbul ß ς", "Ω≈ç√∫˜µ≤≥÷", "١٢٣٤ ٫ ٬",
  "\uFEFFbom", "zero\u200Bwidth\u200D", "e\u0301".repeat(2000), "\ud800 lone \udfff", "中文搜索 日本語 한국어",
  "' OR 1=1 --", "%_\\", "<script>alert(1)</script>", "{{7*7}} ${7*7}", "../../etc/passwd", "\u2028\u2029",
  "Ｆｕｌｌ　ｗｉｄｔｈ", "ᚠᛇᚻ᛫ᛒᛦᚦ", "🏳️‍🌈".repeat(300),
];

export const CONTROL_STRINGS: readonly string[] = [
  "a\u0000b", "\u0000", "x\u0001\u0002\u0003", "tab\tnew\nline\r", "\u001b[31mred", "del\u007f", "\u0085next", "\u0008back",
  "bell\u0007", "nul at end\u0000",
];

/** Query string values, already encoded, that no parameter should accept as they are. */
export const BAD_QUERY_VALUES: readonly string[] = [
  "%00", "a%00b", "%", "%zz", "%E0%A4%A", "%C0%AF", "-1", "0", "1e309", "99999999999999999999", "NaN", "abc",
  "%5B%5D", "%7B%7D", "'%22", encodeURIComponent("😀".repeat(200)), "A".repeat(8000), "..%2F..%2F", "%0D%0ASet-Cookie:%20x=1",
];

export const TRAVERSALS: readonly string[] = [
  "..", "../", "%2e%2e%2f", "..%2f..%2fetc%2fpasswd", "%2e%2e", "..%5c..%5c", "%252e%252e%252f", ".%00.", "%00",
  "....//....//", "%c0%ae%c0%ae%2f", "9".repeat(5000), encodeURIComponent("ÿ😀"), "%",
];

export const CONTENT_TYPES: readonly string[] = [
  "text/plain", "application/xml", "application/x-www-form-urlencoded", "multipart/form-data; boundary=fuzz",
  "multipart/form-data", "application/json; charset=utf-16", "application/json; charset=latin1", "application/jsonx",
  "*/*", "application/vnd.api+json", "text/html", "application/octet-stream", "image/png", "application/json;;;",
];

export const MALFORMED_JSON: readonly string[] = [
  '{"a":', '{"email": "x",}', "{'a':1}", "NaN", "1e999999", '"\\ud800"', "[]", "null", "true", "0", '""',
  '{"__proto__": {"isAdmin": true}}', '{"constructor": {"prototype": {"polluted": 1}}}', "\u0000", "{}".repeat(1000),
  '{"a": 1, "a": 2}', '{"a": "\\u0000"}', "\uFEFF{}",
];

// Built once: deep and huge bodies are the same bytes every time and cost little to reuse.
export const DEEP_OBJECT = `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`;
export const DEEP_ARRAY = `${"[".repeat(5000)}${"]".repeat(5000)}`;
export const HUGE_STRING = "B".repeat(1_100_000);
