import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { user } from "../db/schema";
import { createTestProduct, createTestSeller } from "../modules/catalog/test-factories";
import { sampleImage } from "../test/upload-samples";
import { Client } from "./client";
import { cluster, processUrl, skipReason } from "./cluster-info";
import { openClusterDatabase } from "./seed";

const BOUNDARY = "----scale-out-boundary";

describe.skipIf(!cluster)(`stored files across processes${skipReason ? ` (${skipReason})` : ""}`, () => {
  const database = cluster ? openClusterDatabase(cluster) : undefined;
  afterAll(async () => database?.close());

  it("serves a product image uploaded through process A from processes B and C (S3-compatible storage)", async () => {
    const db = database!.db;
    const sellerProfile = await createTestSeller(db);
    const product = await createTestProduct(db, sellerProfile.id);
    const [{ email }] = (await db.select({ email: user.email }).from(user).where(eq(user.id, sellerProfile.id))) as [{ email: string }];
    const seller = new Client(cluster!.nginxUrl);
    await seller.signIn(cluster!.nginxUrl, email, "Passw0rd!x");

    const image = await sampleImage("png", 800, 600);
    const body = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="crate.png"\r\nContent-Type: image/png\r\n\r\n`),
      image,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const upload = await seller.send(processUrl(0), `/api/seller/products/${product.id}/media`, {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(upload.status, upload.body).toBe(201);
    const { mediaUrl } = upload.json<{ mediaUrl: string }>();

    const copies = [];
    for (const base of [processUrl(1), processUrl(2), cluster!.nginxUrl]) {
      const served = await seller.send(base, mediaUrl);
      expect(served.status, base).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      copies.push(served.body);
    }
    expect(new Set(copies).size).toBe(1);
    expect((await seller.send(processUrl(2), mediaUrl.replace(/\.webp$/, "-320.webp"))).status).toBe(200);
  });
});
