import { flexRender, type RowData, type Table, type TableFeatures } from "@tanstack/react-table";
import { cn } from "@web/lib/cn";

/**
 * A server-paged TanStack table as plain markup: a labelled, keyboard-scrollable region, header cells with scope, one
 * row per record. On a phone each row is a card (styles.css, .table-cards), each value under its column's name (a
 * header given as text); a column without one (the actions) spans the card.
 */
export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  label,
  minWidth,
}: {
  table: Table<TFeatures, TData>;
  label: string;
  minWidth: string;
}) {
  const labels = new Map(table.getFlatHeaders().map((header) => [header.column.id, headerText(header.column.columnDef.header, header.getContext())]));
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto rounded-lg border bg-card focus-visible:outline-2 focus-visible:outline-ring">
      <table className={cn("table-cards w-full border-collapse text-sm", minWidth)}>
        <thead className="bg-muted/60 text-left">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 font-medium">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t">
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  data-label={labels.get(cell.column.id)}
                  data-wide={labels.get(cell.column.id) === undefined || undefined}
                  className="px-3 py-2 align-top"
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A column's header when it is plain text (a string, or a function answering one), for the phone's card labels. */
function headerText<TContext>(header: string | ((context: TContext) => unknown) | undefined, context: TContext): string | undefined {
  const text = typeof header === "function" ? header(context) : header;
  return typeof text === "string" && text !== "" ? text : undefined;
}
