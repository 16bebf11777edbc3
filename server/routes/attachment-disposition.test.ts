import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./attachment-disposition";
import { sendCsv } from "./csv-reply";
import { sendPdf } from "./pdf-reply";

const HOSTILE = 'SHAKTI/2026-27/"x\r\nSet-Cookie: session=stolen; a=.pdf';

describe("a generated download's file name", () => {
  it("cannot end the quoted name nor add a header: quotes, line breaks and slashes become hyphens", async () => {
    const app = Fastify();
    app.get("/pdf", async (_request, reply) => sendPdf(reply, { fileName: HOSTILE, pdf: Buffer.from("%PDF-1.4") }));
    app.get("/csv", async (_request, reply) => sendCsv(reply, HOSTILE, "a,b\r\n"));
    try {
      for (const url of ["/pdf", "/csv"]) {
        const answer = await app.inject({ url });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers["content-disposition"]).toBe('attachment; filename="SHAKTI-2026-27-x-Set-Cookie-session-stolen-a-.pdf"');
        expect(answer.headers["set-cookie"]).toBeUndefined();
        expect(answer.headers["cache-control"]).toBe("private, no-store");
      }
    } finally {
      await app.close();
    }
  });

  it("stays as issued when it is a document number's or a month's", () => {
    expect(attachmentDisposition("SHAKTI-CN-2026-27-000007.pdf")).toBe('attachment; filename="SHAKTI-CN-2026-27-000007.pdf"');
    expect(attachmentDisposition("tcs-gstr8-2026-11.csv")).toBe('attachment; filename="tcs-gstr8-2026-11.csv"');
  });
});
