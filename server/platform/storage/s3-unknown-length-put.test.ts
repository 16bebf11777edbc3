import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { PART_SIZE, putStreamOfUnknownLength } from "./s3-unknown-length-put";

/** Records each command S3 would receive (its name and part size); the S3 server test covers the real protocol. */
function recordingClient() {
  const sent: string[] = [];
  const client = {
    async send(command: { constructor: { name: string }; input: { Body?: Buffer; PartNumber?: number } }) {
      const name = command.constructor.name.replace(/Command$/, "");
      sent.push(command.input.Body ? `${name} ${command.input.Body.length}` : name);
      if (name === "CreateMultipartUpload") return { UploadId: "upload-1" };
      if (name === "UploadPart") return { ETag: `"part-${command.input.PartNumber}"` };
      return {};
    },
  };
  return { sent, client: client as unknown as S3Client };
}

const target = { Bucket: "b", Key: "products/s/v.mp4", ContentType: "video/mp4" };
const stream = (bytes: number, failAfter = Infinity) =>
  Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes; offset += 100_000) {
        if (offset >= failAfter) throw new Error("the client went away");
        yield Buffer.alloc(Math.min(100_000, bytes - offset));
      }
    })(),
  );

describe("putting a stream of unknown length to S3", () => {
  it("sends a stream of at most one part as a single object", async () => {
    const { sent, client } = recordingClient();
    await putStreamOfUnknownLength(client, target, stream(PART_SIZE));
    expect(sent).toEqual([`PutObject ${PART_SIZE}`]);
  });

  it("sends a larger stream in parts of the minimum size, the last one shorter", async () => {
    const { sent, client } = recordingClient();
    await putStreamOfUnknownLength(client, target, stream(2 * PART_SIZE + 10));
    expect(sent).toEqual(["CreateMultipartUpload", `UploadPart ${PART_SIZE}`, `UploadPart ${PART_SIZE}`, "UploadPart 10", "CompleteMultipartUpload"]);
  });

  it("aborts the multipart upload when the stream fails, so no parts linger in the bucket", async () => {
    const { sent, client } = recordingClient();
    await expect(putStreamOfUnknownLength(client, target, stream(3 * PART_SIZE, 2.5 * PART_SIZE))).rejects.toThrow("went away");
    expect(sent).toEqual(["CreateMultipartUpload", `UploadPart ${PART_SIZE}`, `UploadPart ${PART_SIZE}`, "AbortMultipartUpload"]);
  });
});
