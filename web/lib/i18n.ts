import { useMemo, useSyncExternalStore } from "react";
import common from "../../locales/en/common.json";

/**
 * The app's texts. Every JSON file under locales/<language>/ (at the repository root, where the server reads the
 * shared schemas' messages too) is a namespace named after the file: `locales/en/seller.json` → namespace "seller",
 * used as `useTranslation("seller")` or `t("seller:key")`. Adding a namespace is adding the file; nothing here changes.
 *
 * What the app uses of a translation library, in a few lines: nested keys (`a.b.c`), `{{name}}` placeholders (React
 * escapes the result), English plurals (`key_one` when `count` is 1, else `key_other`), `defaultValue`, and
 * `returnObjects` for a list of texts. A missing text shows its key.
 *
 * Only "common" (header, footer, errors) ships with the app's code. A server-rendered page brings the namespaces it
 * used inside the page itself (web/ssr-payload.ts); all the others arrive together in one file (`loadAllNamespaces`)
 * when first needed: before rendering a page the server did not render, when the app moves to another page, or when
 * a text is asked for before its namespace is here (which then re-renders once it arrives).
 */
export type Bundle = { [key: string]: unknown };
export type TOptions = { count?: number; defaultValue?: string; returnObjects?: boolean; [name: string]: unknown };
export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

const NAMESPACES = new Set(Object.keys(import.meta.glob("../../locales/en/*.json")).map((file) => /([^/]+)\.json$/.exec(file)![1]!));
const PREFIXED_KEY = /^([a-z][\w-]*):(.+)$/;
const PLACEHOLDER = /{{\s*([\w.]+)\s*}}/g;

const bundles = new Map<string, Bundle>([["common", common]]);
/** Namespaces a text was asked for before they arrived: their arrival re-renders what translates. */
const awaited = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;
let onLookup: ((namespace: string) => void) | undefined;
let allLoaded: Promise<void> | undefined;

function valueAt(bundle: Bundle, path: string): unknown {
  let node: unknown = bundle;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Bundle)[part];
  }
  return node;
}

function lookUp(namespaces: readonly string[], key: string, count: unknown): { found: unknown; path: string } {
  const prefixed = PREFIXED_KEY.exec(key);
  const [searched, path] = prefixed && NAMESPACES.has(prefixed[1]!) ? [[prefixed[1]!], prefixed[2]!] : [namespaces, key];
  for (const namespace of searched) {
    onLookup?.(namespace);
    const bundle = bundles.get(namespace);
    if (!bundle) {
      awaited.add(namespace);
      void loadAllNamespaces();
      continue;
    }
    const found = (typeof count === "number" ? valueAt(bundle, `${path}_${count === 1 ? "one" : "other"}`) : undefined) ?? valueAt(bundle, path);
    if (found !== undefined) return { found, path };
  }
  return { found: undefined, path };
}

function interpolate(value: unknown, options: TOptions | undefined): unknown {
  if (typeof value === "string") return options ? value.replace(PLACEHOLDER, (_, name: string) => String(options[name] ?? "")) : value;
  if (Array.isArray(value)) return value.map((item) => interpolate(item, options));
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, interpolate(item, options)]));
  return value;
}

function translate(namespaces: readonly string[], key: string, options?: TOptions): unknown {
  const { found, path } = lookUp(namespaces, key, options?.count);
  if (options?.returnObjects) return interpolate(found ?? path, options);
  if (typeof found === "string") return interpolate(found, options);
  return options?.defaultValue ?? path;
}

/** The t function of some namespaces (searched in order; `ns:key` names another). */
export function fixedT(namespace: string | readonly string[] = "common"): TFunction {
  const namespaces = [namespace].flat();
  return ((key: string, options?: TOptions) => translate(namespaces, key, options)) as TFunction;
}

/** A text outside React, by `ns:key` (or a key of "common"). */
export const t = fixedT();

/** The t function of some namespaces for a component, which renders again if a namespace arrives after it asked. */
export function useTranslation(namespace?: string | readonly string[]): { t: TFunction } {
  const current = useSyncExternalStore(subscribe, readVersion, readVersion);
  const key = [namespace ?? "common"].flat().join(",");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the namespaces; `current` renews t when texts arrive
  return useMemo(() => ({ t: fixedT(key.split(",")) }), [key, current]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readVersion() {
  return version;
}

/** Adds namespaces that arrived some other way (inside a server-rendered page, or read eagerly on the server). */
export function addNamespaces(added: Record<string, Bundle>): void {
  let awaitedArrived = false;
  for (const [namespace, texts] of Object.entries(added)) {
    if (bundles.has(namespace)) continue;
    bundles.set(namespace, texts);
    awaitedArrived ||= awaited.delete(namespace);
  }
  if (!awaitedArrived) return;
  version += 1;
  for (const listener of listeners) listener();
}

/** A namespace's texts, or undefined while it has not arrived. */
export function namespaceTexts(namespace: string): Bundle | undefined {
  return bundles.get(namespace);
}

/**
 * Loads every namespace (one file, once; the promise never fails). The namespaces already here (a server-rendered
 * page's) are kept; the new ones re-render the page only if a text on it was asked for before they came.
 */
export function loadAllNamespaces(): Promise<void> {
  allLoaded ??= import("./all-locales").then(
    ({ bundles: all }) => addNamespaces(all),
    () => {
      // A file that did not arrive (a dropped connection) stops nothing: the texts show their keys meanwhile, and the
      // file is asked for again at the next call.
      allLoaded = undefined;
    },
  );
  return allLoaded;
}

/**
 * A namespace's t function for text shown outside React (a toast), once the namespace's texts are there: a button
 * pressed right after a server-rendered page appears may come before the rest of the texts have arrived.
 */
export async function namespaceT(namespace: string): Promise<TFunction> {
  if (!bundles.has(namespace)) await loadAllNamespaces();
  return fixedT(namespace);
}

/** Runs a (synchronous) rendering and says which namespaces its texts came from. */
export function namespacesUsedBy(render: () => void): Set<string> {
  const used = new Set<string>();
  onLookup = (namespace) => used.add(namespace);
  try {
    render();
  } finally {
    onLookup = undefined;
  }
  return used;
}

// Tests render components synchronously, with every text in place.
if (import.meta.env.MODE === "test") await loadAllNamespaces();
