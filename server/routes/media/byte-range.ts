export type RangeRequest = { kind: "none" } | { kind: "unsatisfiable" } | { kind: "range"; start: number; end: number };

/**
 * One `bytes=` range of an object of `size` bytes (RFC 9110 §14.1.2): `a-b`, `a-` or `-n` (the last n bytes). Several
 * ranges, or a header we cannot read, are answered with the whole object, as the RFC allows.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === "" && match[2] === "")) return { kind: "none" };
  const [first, last] = [match[1]!, match[2]!];
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "range", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return { kind: "unsatisfiable" };
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return { kind: "none" };
  return { kind: "range", start, end };
}
