import { Readable } from "node:stream";

const BOUNDARY = "----seller-media-test-boundary";

/**
 * A multipart/form-data request body holding one file field named `file`, as the web app's uploader sends it,
 * streamed so that a large generated file is never held whole. Spread the result into `app.inject({...})`.
 */
export function multipartFile(file: { name: string; type: string; content: Buffer | Readable }) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const content = Buffer.isBuffer(file.content) ? Readable.from([file.content]) : file.content;
  const payload = Readable.from(
    (async function* () {
      yield Buffer.from(head);
      for await (const chunk of content) yield chunk as Buffer;
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    })(),
  );
  return { headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` }, payload };
}
