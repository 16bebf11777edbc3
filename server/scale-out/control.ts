import http from "node:http";
import type net from "node:net";
import { type AppProcess, exited, startAppProcess } from "./cluster";

/** What the test files (vitest workers) are told about the cluster the global setup started. */
export type ClusterInfo = {
  nginxUrl: string;
  processes: { name: string; url: string }[];
  databaseUrl: string;
  mailDir: string;
  logDir: string;
  accessLog: string;
  controlUrl: string;
};

/**
 * The processes are children of the global setup, so the test files ask it, over HTTP on 127.0.0.1, to signal one
 * (`POST /signal/<index>/<SIGTERM|SIGKILL>`, answered once it has exited, with its exit code) or start it again on
 * the same port (`POST /start/<index>`, answered once it is healthy), so nginx's upstream list stays right.
 */
export async function startControlServer(apps: AppProcess[], envOf: (index: number) => Record<string, string>, logDir: string) {
  const server = http.createServer((request, response) => {
    const [, action, index, signal] = (request.url ?? "").split("/");
    const i = Number(index);
    const answer = (status: number, body: unknown) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    const app = apps[i];
    if (request.method !== "POST" || !app) return answer(404, { error: "unknown" });
    const work =
      action === "signal" && (signal === "SIGTERM" || signal === "SIGKILL")
        ? (async () => {
            const started = Date.now();
            app.child.kill(signal);
            const code = await exited(app);
            return { code, signal: app.child.signalCode, ms: Date.now() - started };
          })()
        : action === "start"
          ? (async () => {
              if (app.child.exitCode === null && app.child.signalCode === null) return { pid: app.child.pid };
              apps[i] = await startAppProcess(app.name, envOf(i), logDir, app.port);
              return { pid: apps[i]!.child.pid };
            })()
          : Promise.reject(new Error("unknown action"));
    work.then(
      (body) => answer(200, body),
      (error: unknown) => answer(500, { error: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** From a test file: signal process `index` and wait for it to exit. */
export async function signalProcess(info: ClusterInfo, index: number, signal: "SIGTERM" | "SIGKILL") {
  const response = await fetch(`${info.controlUrl}/signal/${index}/${signal}`, { method: "POST" });
  if (!response.ok) throw new Error(await response.text());
  return (await response.json()) as { code: number | null; signal: string | null; ms: number };
}

/** From a test file: start process `index` again (on its old port) and wait until it is healthy. */
export async function restartProcess(info: ClusterInfo, index: number) {
  const response = await fetch(`${info.controlUrl}/start/${index}`, { method: "POST" });
  if (!response.ok) throw new Error(await response.text());
}
