/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL cannot store NUL in
 * text at all, and none of the others belongs in a name, an address, a search or a message.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_CHARACTER_MESSAGE = "Text must not contain control characters.";

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * The dotted path of the first string (or object key) inside `value` that holds a control character, or null.
 * Walks plain JSON data only; the depth is bounded by the JSON body parser before this runs.
 */
export function findControlCharacter(value: unknown, path = ""): string | null {
  if (typeof value === "string") return hasControlCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (hasControlCharacter(key)) return itemPath;
      const found = findControlCharacter(item, itemPath);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Parsed JSON and query objects (whatever their prototype), but not binary bodies such as a webhook's raw bytes. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !ArrayBuffer.isView(value);
}
