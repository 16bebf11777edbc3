import { randomInt } from "node:crypto";
import http from "node:http";

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; json<T = unknown>(): T };

/**
 * A client of its own loopback address (127.x.y.z; Linux routes all of 127/8 to the loopback interface), so nginx and
 * the processes see distinct clients, as the rate limits do in production. Never 127.0.0.1: that is nginx's own
 * address, the one proxy the processes trust (TRUST_PROXY).
 */
export function newClientAddress() {
  return `127.${randomInt(10, 250)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer | object;
  from?: string;
  timeoutMs?: number;
};

/** One HTTP request from `from` (a client address), with JSON bodies by default. */
export function request(base: string, path: string, { method = "GET", headers = {}, body, from, timeoutMs = 30_000 }: RequestOptions = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  const allHeaders = { ...(payload !== undefined && typeof body === "object" && !Buffer.isBuffer(body) ? { "content-type": "application/json" } : {}), ...headers };
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, base), { method, headers: allHeaders, localAddress: from, agent, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json: <T>() => JSON.parse(text) as T });
      });
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on("error", reject);
    req.end(payload);
  });
}

/** A signed-in (or not) person: their address, their session cookie, and the Origin the CSRF check expects. */
export class Client {
  cookie = "";
  constructor(
    readonly origin: string,
    readonly from = newClientAddress(),
  ) {}

  /** A request through `base` (nginx, or one process directly) with this client's cookie and origin. */
  send(base: string, path: string, options: RequestOptions = {}) {
    const headers = { origin: this.origin, ...(this.cookie ? { cookie: this.cookie } : {}), ...options.headers };
    return request(base, path, { ...options, headers, from: this.from });
  }

  async signIn(base: string, email: string, password: string) {
    const answer = await this.send(base, "/api/auth/sign-in/email", { method: "POST", body: { email, password } });
    if (answer.status !== 200) throw new Error(`sign-in failed (${answer.status}): ${answer.body}`);
    this.cookie = ([] as string[])
      .concat(answer.headers["set-cookie"] ?? [])
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    return answer;
  }
}

/** A Server-Sent Events stream held open from a client address, collecting its events with their arrival times. */
export function openEventStream(base: string, path: string, client: Client) {
  const events: { event: string; data: unknown; at: number }[] = [];
  const waiters: (() => void)[] = [];
  let req: http.ClientRequest | undefined;
  const opened = new Promise<http.IncomingMessage>((resolve, reject) => {
    req = http.request(new URL(path, base), { headers: { cookie: client.cookie, accept: "text/event-stream" }, localAddress: client.from, agent: false }, (res) => {
      let raw = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        raw += chunk;
        let end: number;
        while ((end = raw.indexOf("\n\n")) >= 0) {
          const block = raw.slice(0, end);
          raw = raw.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data), at: performance.now() });
          waiters.splice(0).forEach((wake) => wake());
        }
      });
      res.on("error", () => {});
      resolve(res);
    });
    req.on("error", reject);
    req.end();
  });
  return {
    opened,
    events,
    /** The first event (from now on or already received) that `match` accepts, or an error after `timeoutMs`. */
    async waitFor(match: (event: { event: string; data: unknown }) => boolean, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => req?.destroy(),
  };
}
