/** Letters, digits, `_`, `.`, `-` and `/` only: nothing a path, a URL or an S3 key would read differently. */
const KEY_CHARACTERS = /^[A-Za-z0-9_.\-/]+$/;
const MAX_KEY_LENGTH = 512;

export class InvalidStorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key.slice(0, 100))}: ${reason}`);
    this.name = "InvalidStorageKeyError";
  }
}

/**
 * Refuses a key that could escape the storage root or mean two things: absolute paths, `..`, empty or hidden
 * segments (the disk adapter keeps its own bookkeeping in `.`-folders), and any character outside the safe set.
 */
export function assertValidKey(key: string): void {
  const reason = keyProblem(key);
  if (reason) throw new InvalidStorageKeyError(key, reason);
}

/** A prefix is a key that may end with `/` (a whole "folder"); the empty prefix (everything) is refused. */
export function assertValidPrefix(prefix: string): void {
  assertValidKey(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
}

export function isValidKey(key: string): boolean {
  return keyProblem(key) === undefined;
}

function keyProblem(key: string): string | undefined {
  if (key.length === 0) return "it is empty";
  if (key.length > MAX_KEY_LENGTH) return `it is longer than ${MAX_KEY_LENGTH} characters`;
  if (!KEY_CHARACTERS.test(key)) return "only letters, digits, '_', '.', '-' and '/' are allowed";
  if (key.startsWith("/")) return "it must be relative";
  const segments = key.split("/");
  if (segments.some((segment) => segment === "")) return "it has an empty segment";
  if (segments.some((segment) => segment === "." || segment === "..")) return "it has a '.' or '..' segment";
  if (segments.some((segment) => segment.startsWith("."))) return "a segment starts with '.'";
  return undefined;
}
