import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { sellerDocuments } from "../../db/schema";
import { multipartFile } from "../../test/multipart-form";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";
import { generatedUpload, HTML_PAGE, PDF_HEAD, sampleImage } from "../../test/upload-samples";

const MB = 1024 * 1024;

let app: App;
let seller: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  seller = await signInAs(app, "seller");
});
afterAll(async () => app.close());

type File = Parameters<typeof multipartFile>[0];
const pdf: File = { name: "gst.pdf", type: "application/pdf", content: PDF_HEAD };
const upload = (file: File, { headers = seller.headers, documentType = "GST Certificate" } = {}) => {
  const form = multipartFile(file);
  return app.inject({
    method: "POST",
    url: `/api/seller/documents?documentType=${encodeURIComponent(documentType)}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};
const storedKey = async (id: string) => (await app.ctx.db.select().from(sellerDocuments).where(eq(sellerDocuments.id, id)))[0]?.fileUrl;

describe("seller documents", () => {
  it("stores a PDF privately under kyc/, lists it as pending and serves it to its owner as an attachment", async () => {
    const res = await upload(pdf);
    expect(res.statusCode).toBe(201);
    const document = res.json();
    expect(document).toMatchObject({ documentType: "GST Certificate", status: "pending", fileUrl: `/api/seller/documents/${document.id}/file` });
    const key = await storedKey(document.id);
    expect(key).toBe(`kyc/${seller.profile.id}/${document.id}.pdf`);
    expect((await app.inject({ url: `/media/${key}` })).statusCode).toBe(404);

    const list = await app.inject({ url: "/api/seller/documents", headers: seller.headers });
    expect(list.json()).toContainEqual(document);

    const file = await app.inject({ url: document.fileUrl, headers: seller.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": expect.stringMatching(/^attachment; filename="gst-certificate-\d{4}-\d{2}-\d{2}\.pdf"$/),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    expect(file.rawPayload.equals(PDF_HEAD)).toBe(true);
  });

  it("judges by content: a PNG passes whatever its name, an HTML page named .pdf is refused (415)", async () => {
    const png = await upload({ name: "cheque.pdf", type: "application/pdf", content: await sampleImage("png") }, { documentType: "Cancelled Cheque" });
    expect(png.statusCode).toBe(201);
    expect(await storedKey(png.json().id)).toMatch(/\.png$/);
    const html = await upload({ name: "pan.pdf", type: "application/pdf", content: HTML_PAGE });
    expect(html.statusCode).toBe(415);
    expect(html.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("refuses a PDF over 5 MB (413) while streaming, and an unknown document type (400)", async () => {
    const before = await app.ctx.db.select().from(sellerDocuments).where(eq(sellerDocuments.userId, seller.profile.id));
    const big = await upload({ name: "big.pdf", type: "application/pdf", content: generatedUpload(PDF_HEAD, 6 * MB) });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "Documents can be at most 5 MB." });
    expect((await upload(pdf, { documentType: "Passport" })).statusCode).toBe(400);
    expect(await app.ctx.db.select().from(sellerDocuments).where(eq(sellerDocuments.userId, seller.profile.id))).toHaveLength(before.length);
  });

  it("deletes a pending document and its file; a verified one stays (409)", async () => {
    const pending = (await upload(pdf, { documentType: "PAN Card" })).json();
    const key = (await storedKey(pending.id))!;
    const res = await app.inject({ method: "DELETE", url: `/api/seller/documents/${pending.id}`, headers: seller.headers });
    expect(res.statusCode).toBe(204);
    expect(await app.ctx.storage.exists(key)).toBe(false);
    expect((await app.inject({ url: pending.fileUrl, headers: seller.headers })).statusCode).toBe(404);

    const verified = (await upload(pdf, { documentType: "Business Registration" })).json();
    await app.ctx.db.update(sellerDocuments).set({ status: "verified" }).where(eq(sellerDocuments.id, verified.id));
    const refused = await app.inject({ method: "DELETE", url: `/api/seller/documents/${verified.id}`, headers: seller.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("DOCUMENT_VERIFIED");
  });

  it("another seller can neither list, download nor delete a seller's document (404); buyers and strangers are refused", async () => {
    const document = (await upload(pdf)).json();
    const other = await signInAs(app, "seller");
    const buyer = await signInAs(app, "buyer");
    expect((await app.inject({ url: "/api/seller/documents", headers: other.headers })).json()).toEqual([]);
    expect((await app.inject({ url: document.fileUrl, headers: other.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: "DELETE", url: `/api/seller/documents/${document.id}`, headers: other.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: document.fileUrl, headers: buyer.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: document.fileUrl })).statusCode).toBe(401);
    expect((await upload(pdf, { headers: buyer.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: document.fileUrl, headers: seller.headers })).statusCode).toBe(200);
  });
});
