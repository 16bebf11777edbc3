import { hash } from "node:crypto";
import type { DatabaseHandle } from "../../db/client";

/** A serialised public catalogue response and its entity tag (a hash of the body, so it is always truthful). */
export type CachedJson = { etag: string; body: string };

export type CatalogueCacheOptions = {
  maxEntries?: number;
  /** A safety net should a change notification ever be lost (a dropped LISTEN connection). */
  ttlMs?: number;
  now?: () => number;
};

/** The channel the catalogue triggers (migration 0003) notify on every change, delivered at commit. */
export const CATALOGUE_CHANGED_CHANNEL = "catalogue_changed";

/**
 * In-memory cache of public catalogue responses, emptied whenever the database announces a catalogue change.
 * A response computed while a change committed is not kept (the epoch moved on), so the cache never holds a
 * body older than the last notification. Concurrent misses of one key share a single query.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, { entry: CachedJson; storedAt: number }>();
  private readonly pending = new Map<string, Promise<CachedJson>>();
  private epoch = 0;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: CatalogueCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 1000;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The entry for a key if the cache holds a fresh one. */
  peek(key: string): CachedJson | undefined {
    const hit = this.entries.get(key);
    if (!hit || this.now() - hit.storedAt >= this.ttlMs) return undefined;
    this.entries.delete(key); // re-inserting keeps the Map in least-recently-used order
    this.entries.set(key, hit);
    return hit.entry;
  }

  get(key: string, compute: () => Promise<string>): Promise<CachedJson> {
    const hit = this.peek(key);
    if (hit) return Promise.resolve(hit);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;

    const epoch = this.epoch;
    const forget = () => {
      if (this.pending.get(key) === result) this.pending.delete(key);
    };
    const result: Promise<CachedJson> = compute().then(
      (body) => {
        forget();
        const entry = { body, etag: etagOf(body) };
        if (epoch === this.epoch) this.store(key, entry);
        return entry;
      },
      (error: unknown) => {
        forget();
        throw error;
      },
    );
    this.pending.set(key, result);
    return result;
  }

  invalidate(): void {
    this.epoch += 1;
    this.entries.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, entry: CachedJson) {
    this.entries.delete(key);
    this.entries.set(key, { entry, storedAt: this.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}

export function etagOf(body: string): string {
  return `W/"${hash("sha1", body, "base64url")}"`;
}

/** A cache that empties itself on every catalogue change; call the returned `stop` before closing the database. */
export async function listenForCatalogueChanges(database: DatabaseHandle, cache: CatalogueCache) {
  const stop = await database.listen(CATALOGUE_CHANGED_CHANNEL, () => cache.invalidate());
  return stop;
}
