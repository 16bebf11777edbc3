import type { FuzzOperation } from "./fuzz-operations";
import {
  BAD_QUERY_VALUES, CONTENT_TYPES, CONTROL_STRINGS, DEEP_ARRAY, DEEP_OBJECT, HUGE_STRING, MALFORMED_JSON, plausibleValue,
  type Random, seededRandom, TRAVERSALS, UNICODE_STRINGS, WRONG_TYPES,
} from "./fuzz-values";

export const STRATEGIES = [
  "wrong-types", "huge-strings", "unicode", "control-characters", "deep-json", "huge-body", "bad-query",
  "path-traversal", "wrong-content-type", "malformed-json", "wrong-method",
] as const;
export type Strategy = (typeof STRATEGIES)[number];

export type FuzzRequest = {
  strategy: Strategy;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Which caller sends it: each operation is sent by every caller in turn, round after round. */
  round: number;
  endsSession: boolean;
};

const JSON_TYPE = "application/json";

/**
 * Generates `count` invalid requests, deterministically from `seed`: operations in turn (so every route gets its
 * share), each with a strategy picked at random, every strategy aiming at one way input can be wrong.
 */
export function* invalidRequests(operations: FuzzOperation[], { seed, count }: { seed: number; count: number }): Generator<FuzzRequest> {
  const random = seededRandom(seed);
  for (let i = 0; i < count; i++) {
    const operation = operations[i % operations.length]!;
    // The body-less strategies still apply to GET routes: their query and path are what they read.
    const strategy = random.pick(STRATEGIES);
    yield { ...build(operation, strategy, random), strategy, round: Math.floor(i / operations.length), endsSession: Boolean(operation.endsSession) };
  }
}

type Built = { method: string; url: string; headers: Record<string, string>; payload?: string };

function build(operation: FuzzOperation, strategy: Strategy, random: Random): Built {
  const json = (value: unknown): Built => ({ method: operation.method, url: urlOf(operation, random), headers: { "content-type": JSON_TYPE }, payload: JSON.stringify(value) });
  const raw = (payload: string, contentType = JSON_TYPE): Built => ({ method: operation.method, url: urlOf(operation, random), headers: { "content-type": contentType }, payload });
  const body = () => plausibleValue(operation.body ?? { type: "object" }, random);
  switch (strategy) {
    case "wrong-types":
      return operation.body ? json(replaceLeaf(body(), () => random.pick(WRONG_TYPES), random)) : withQuery(operation, random, () => encodeQueryValue(String(random.pick(WRONG_TYPES))));
    case "huge-strings": {
      const huge = () => random.pick(["A", "é", "😀", "%"]).repeat(10_000 + random.int(200_000));
      return operation.body ? json(replaceLeaf(body(), huge, random)) : withQuery(operation, random, () => encodeQueryValue("Q".repeat(2_000 + random.int(30_000))));
    }
    case "unicode":
      return operation.body ? json(replaceStrings(body(), () => random.pick(UNICODE_STRINGS), random)) : withQuery(operation, random, () => encodeQueryValue(random.pick(UNICODE_STRINGS)), false, true);
    case "control-characters":
      return operation.body && random.chance(0.6)
        ? json(replaceLeaf(body(), () => random.pick(CONTROL_STRINGS), random))
        : withQuery(operation, random, () => random.pick(["%00", "a%00b", "%01", "%1B", "%7F", "x%0Ay", encodeQueryValue(random.pick(CONTROL_STRINGS))]), false, true);
    case "deep-json":
      return random.chance(0.5) ? raw(random.pick([DEEP_OBJECT, DEEP_ARRAY])) : raw(`{"email":${DEEP_OBJECT},"items":${DEEP_ARRAY}}`);
    case "huge-body":
      return random.chance(0.7) ? raw(JSON.stringify({ filler: HUGE_STRING })) : raw(HUGE_STRING, random.pick(CONTENT_TYPES));
    case "bad-query":
      return withQuery(operation, random, () => random.pick(BAD_QUERY_VALUES), true);
    case "path-traversal":
      return { method: operation.method, url: traversalUrl(operation, random), headers: {} };
    case "wrong-content-type": {
      const payload = random.chance(0.5) ? JSON.stringify(body()) : random.pick(["a=1&b=2", "<x>1</x>", "--fuzz\r\n\r\n", "\u0000\u0001"]);
      return raw(payload, random.pick(CONTENT_TYPES));
    }
    case "malformed-json":
      return raw(random.pick(MALFORMED_JSON));
    case "wrong-method": {
      const method = random.pick(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].filter((m) => m !== operation.method));
      return { method, url: urlOf(operation, random), headers: { "content-type": JSON_TYPE }, payload: method === "GET" || method === "OPTIONS" ? undefined : "{}" };
    }
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Percent-encodes like encodeURIComponent, but sends a lone surrogate as the invalid UTF-8 bytes it would be. */
function encodeQueryValue(value: string) {
  return value.split(LONE_SURROGATE).map(encodeURIComponent).join("%ED%A0%80");
}

/** The path with plausible parameters (random ids: not found, but well formed). */
function urlOf(operation: FuzzOperation, random: Random, paramValue?: () => string) {
  return operation.path.replace(/\{(\w+)\}/g, () => (paramValue ? paramValue() : String(plausibleValue({ type: "string", format: "uuid" }, random))));
}

/**
 * One parameter gets the bad value; of the others only a few with a list of allowed values come along (a guess at
 * free text or a cursor would be refused first), so the bad value is what the route has to deal with.
 */
function withQuery(operation: FuzzOperation, random: Random, value: () => string, extraNames = false, textOnly = false): Built {
  const names = Object.keys(operation.query);
  const texts = names.filter((name) => isFreeText(operation.query[name]!));
  const candidates = textOnly && texts.length ? texts : names;
  const target = candidates.length ? random.pick(candidates) : undefined;
  const pairs = names
    .filter((name) => name === target || (operation.query[name]!.enum && random.chance(0.3)))
    .map((name) => `${name}=${name === target ? value() : encodeQueryValue(String(plausibleValue(operation.query[name]!, random)))}`);
  if (extraNames || !pairs.length) {
    pairs.push(random.pick([`unknown=${value()}`, `${random.pick(names.length ? names : ["q"])}=${value()}&${random.pick(names.length ? names : ["q"])}=${value()}`, `q[]=${value()}`, `q[a]=${value()}`, `=${value()}`, "&&&", `${"k".repeat(3000)}=1`]));
  }
  const url = `${urlOf(operation, random)}?${pairs.join("&")}`;
  const payload = operation.body && operation.method !== "GET" ? JSON.stringify(plausibleValue(operation.body, random)) : undefined;
  return { method: operation.method, url, headers: payload ? { "content-type": JSON_TYPE } : {}, payload };
}

/** A parameter that takes any text (a search, a name), where odd characters travel furthest into the app. */
function isFreeText(schema: FuzzOperation["query"][string]) {
  return schema.type === "string" && !schema.enum && !schema.format;
}

function traversalUrl(operation: FuzzOperation, random: Random) {
  if (operation.path.includes("{") && random.chance(0.7)) return urlOf(operation, random, () => random.pick(TRAVERSALS));
  const path = urlOf(operation, random);
  return random.pick([
    `${path}/${random.pick(TRAVERSALS)}/${random.pick(TRAVERSALS)}/admin/access`,
    `${path}/..%2f..%2f..%2fetc%2fpasswd`,
    path.replace("/api/", "/api/%2e%2e/"),
    path.replace(/\/([^/]+)$/, "/$1%00"),
    `/${path}`,
    path.replace("/api/", "/api//"),
    `${path}/%2e%2e/%2e%2e/%2e%2e/admin/access`,
    path.toUpperCase(),
  ]);
}

/** Replaces one leaf (or the whole value when it has none) of a plausible body. */
function replaceLeaf(value: unknown, make: () => unknown, random: Random): unknown {
  if (Array.isArray(value)) return value.length ? value.map((v, i) => (i === 0 ? replaceLeaf(v, make, random) : v)) : [make()];
  if (value && typeof value === "object") {
    const keys = Object.keys(value);
    if (!keys.length) return { [random.pick(["email", "q", "status", "a"])]: make() };
    const key = random.pick(keys);
    return { ...value, [key]: replaceLeaf((value as Record<string, unknown>)[key], make, random) };
  }
  return make();
}

/** Every string of a plausible body replaced: the kind of input that passes validation and reaches queries. */
function replaceStrings(value: unknown, make: () => string, random: Random): unknown {
  if (typeof value === "string") return make();
  if (Array.isArray(value)) return value.map((v) => replaceStrings(v, make, random));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceStrings(v, make, random)]));
  return random.chance(0.3) ? make() : value;
}

