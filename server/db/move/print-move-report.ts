import type { MoveReport } from "./move-database";

/** What the move did, table by table: rows copied, rows and checksum on both sides, and the verdict. */
export function printMoveReport(report: MoveReport, print: (line: string) => void = console.log) {
  const width = Math.max(...report.tables.map((t) => t.table.length), 5);
  print(`${"table".padEnd(width)}  ${"copied".padStart(7)}  ${"source".padStart(7)}  ${"target".padStart(7)}  checksum`);
  for (const t of report.tables) {
    const verdict = t.matches ? `${t.source.checksum} ok` : `MISMATCH ${t.source.checksum} / ${t.target.checksum}`;
    print(`${t.table.padEnd(width)}  ${String(t.copied).padStart(7)}  ${String(t.source.rows).padStart(7)}  ${String(t.target.rows).padStart(7)}  ${verdict}`);
  }
  const rows = report.tables.reduce((sum, t) => sum + t.copied, 0);
  print(
    report.ok
      ? `Moved ${report.tables.length} tables, ${rows} rows; every table's row count and checksum match.`
      : `The copy does not match in ${report.tables.filter((t) => !t.matches).map((t) => t.table).join(", ")}: do not switch to the target.`,
  );
}
