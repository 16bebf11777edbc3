/** What the move needs of either side: a query with parameters (PGlite and node-postgres both have this shape). */
export type SqlSession = {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
};

/**
 * The same text output on both sides, so that a row's text (and its checksum) does not depend on the server's
 * settings: UTC, ISO dates, hex bytea, the shortest exact floats.
 */
export async function useCanonicalOutput(session: SqlSession): Promise<void> {
  for (const setting of ["TimeZone = 'UTC'", "DateStyle = 'ISO, YMD'", "IntervalStyle = 'postgres'", "bytea_output = 'hex'", "extra_float_digits = 1"]) {
    await session.query(`set ${setting}`);
  }
}

/** A name quoted as an SQL identifier. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
