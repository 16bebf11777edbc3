import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../server/app";
import { parseConfig } from "../server/config";
import { openPglite } from "../server/db/client";
import { openPostgres } from "../server/db/postgres-client";
import { migrate } from "../server/db/migrate";
import { createUserWithProfile } from "../server/db/seed/factories";
import { seedReferenceData } from "../server/db/seed/reference-data";
import { subscribeSeller } from "../server/modules/seller-catalog/test-factories";
import { productRowsToCsv } from "../domain/product-csv-file";
import { CATEGORY_NAMES } from "../domain/categories";
import { paiseToRupeesString } from "../domain/money";

/**
 * node --import tsx bench/import-csv.ts [-- --rows 5000]
 * BENCH_DATABASE_URL=postgres://… (an empty database of its own) to measure on PostgreSQL instead of PGlite.
 * Imports a CSV of `rows` new products for one seller (on the Enterprise plan) through the real app (app.inject,
 * so schema validation, the preview's checks and the one-transaction import all run), then re-imports the export
 * (every row an unchanged update) and an edited export (every row changed). Prints the time of each call.
 */
const args = new Map(process.argv.slice(2).map((arg, i, all) => [arg, all[i + 1] ?? ""]));
const rows = Number(args.get("--rows") || 5000);
const origin = "http://localhost:3000";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
const database = process.env.BENCH_DATABASE_URL ? openPostgres(process.env.BENCH_DATABASE_URL) : await openPglite();
await migrate(database);
await seedReferenceData(database.db);
const config = parseConfig({ NODE_ENV: "test", PUBLIC_URL: origin, DATA_DIR: dataDir, SERVE_WEB: "false", RATE_LIMITS: "off", LOG_LEVEL: "silent" });
const app = await buildApp(config, { database });
await app.ready();

const account = { email: `bench-seller-${Date.now()}@example.test`, password: "Passw0rd!x", accountType: "seller" as const, isVerified: true, companyName: "Bench Traders" };
const seller = await createUserWithProfile(app.ctx.db, account);
await subscribeSeller(app.ctx.db, seller.id, "Enterprise");
const signIn = await app.inject({ method: "POST", url: "/api/auth/sign-in/email", headers: { origin }, payload: { email: account.email, password: account.password } });
const cookie = ([] as string[]).concat(signIn.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
const headers = { origin, cookie };

const csv = productRowsToCsv(
  Array.from({ length: rows }, (_, i) => ({
    id: "",
    name: `Bench product ${i} ${["steel bolts", "cotton towels", "basmati rice", "yoga mats"][i % 4]}`,
    description: `Sold in bulk. Batch ${i}, "export quality", packed in cartons of ${(i % 12) + 1}.`,
    category: CATEGORY_NAMES[i % CATEGORY_NAMES.length]!,
    price: paiseToRupeesString(1_000 + i * 7),
    stock: String(i * 3),
    min_order_quantity: String((i % 10) + 1),
    tiers: i % 5 === 0 ? "" : `50:${paiseToRupeesString(900 + i)};200:${paiseToRupeesString(800 + i)}`,
    status: i % 20 === 0 ? "Draft" : "Active",
    hsn_code: ["7318", "6302", "1006", "9506"][i % 4]!,
    gst_rate: "5",
    dispatch_days: i % 3 === 0 ? "" : String(i % 8),
  })),
);

async function timed(label: string, url: string, body: string, method: "POST" | "GET" = "POST") {
  const started = performance.now();
  const res = await app.inject({ method, url, headers, ...(method === "POST" ? { payload: { csv: body } } : {}) });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  const summary = method === "GET" ? `${res.body.length.toLocaleString("en-IN")} characters` : res.body.length > 200 ? "" : res.body;
  console.log(`${label.padEnd(44)} ${(ms / 1000).toFixed(2).padStart(6)} s  ${summary}`);
  return res.body;
}

console.log(`${rows.toLocaleString("en-IN")} rows, ${(csv.length / 1024 / 1024).toFixed(2)} MB of CSV, ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"}`);
await timed("preview (all creates)", "/api/seller/products/import/preview", csv);
await timed("preview again (warm)", "/api/seller/products/import/preview", csv);
await timed("import (all creates)", "/api/seller/products/import", csv);
const exported = await timed("export", "/api/seller/products/export.csv", "", "GET");
await timed("import the export (all unchanged updates)", "/api/seller/products/import", exported);
const edited = exported.replace(/Sold in bulk\./g, "Sold in bulk, GST invoice.");
await timed("import an edited export (all updates)", "/api/seller/products/import", edited);

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
