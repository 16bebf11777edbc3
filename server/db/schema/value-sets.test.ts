import { is } from "drizzle-orm";
import { getTableConfig, PgDialect, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "@domain/orders";
import * as schema from "./index";

const dialect = new PgDialect();
const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

/** Text columns with a fixed set of values: each must be refused anything else by the database itself. */
function enumColumns() {
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns
      .filter((column) => (column.enumValues?.length ?? 0) > 0)
      .map((column) => ({ table: config.name, column: column.name, values: column.enumValues!, checks: config.checks }));
  });
}

describe("value sets in the database schema", () => {
  it("has a check constraint listing exactly the domain values for every enum column", () => {
    const columns = enumColumns();
    expect(columns.map((c) => `${c.table}.${c.column}`)).toContain("orders.status");
    const missing = columns.filter(({ column, values, checks }) => {
      const list = values.map((value) => `'${value}'`).join(", ");
      return !checks.some((check) => {
        const text = dialect.sqlToQuery(check.value).sql;
        return text.includes(`"${column}"`) && text.includes(list);
      });
    });
    expect(missing.map((c) => `${c.table}.${c.column}`)).toEqual([]);
  });

  it("types order statuses from the domain's list", () => {
    expect(schema.orders.status.enumValues).toEqual(ORDER_STATUSES);
    expect(schema.orderEvents.toStatus.enumValues).toEqual(ORDER_STATUSES);
  });
});
