import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/** One message as the sink received it: the envelope's recipients and the headers the tests look at. */
export type SunkMail = { to: string[]; subject: string; messageId: string };

/**
 * The smallest SMTP server the app's nodemailer transport talks to (no TLS, no auth): every message it receives is
 * written to `dir` as one JSON file, so the tests (in other processes) can count what was actually delivered.
 */
export async function startSmtpSink(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    let recipients: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 scale-out sink ESMTP");
    socket.on("error", () => {});
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const header = (name: string) => new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, "im").exec(message)?.[1]?.replace(/\r\n[ \t]/g, " ") ?? "";
          const mail: SunkMail = { to: recipients, subject: decodeWords(header("Subject")), messageId: header("Message-ID") };
          received += 1;
          fs.writeFileSync(path.join(dir, `${Date.now()}-${process.pid}-${received}.json`), JSON.stringify(mail));
          recipients = [];
          reply("250 OK queued");
          continue;
        }
        const end = buffer.indexOf("\r\n");
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") reply("250-scale-out sink\r\n250 8BITMIME");
        else if (verb === "HELO") reply("250 scale-out sink");
        else if (verb === "RCPT") {
          recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
          return;
        } else reply("250 OK"); // MAIL, RSET, NOOP
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** RFC 2047 encoded words (nodemailer writes any subject outside ASCII as =?UTF-8?B|Q?…?=), joined as one text. */
function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))), "latin1").toString("utf8"),
    );
}

/** Every message the sink has written so far. */
export function readSunkMail(dir: string): SunkMail[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as SunkMail);
}
