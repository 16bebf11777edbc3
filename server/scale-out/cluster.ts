import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./nginx";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** What ships: the compiled server, run as `npm start` and the Dockerfile run it. */
export const MAIN_JS = path.join(ROOT, "dist/server/main.js");

export type AppProcess = {
  name: string;
  port: number;
  url: string;
  logFile: string;
  child: ChildProcess;
};

/** Starts one API process from the build with `env` on a free port; resolves once /api/health answers. */
export async function startAppProcess(name: string, env: Record<string, string>, logDir: string, port?: number): Promise<AppProcess> {
  port ??= await freePort();
  const logFile = path.join(logDir, `${name}.log`);
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, ["--enable-source-maps", MAIN_JS], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${fs.readFileSync(logFile, "utf8").slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`${name} did not answer /api/health within 60 s`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { name, port, url, logFile, child };
}

/** Resolves with the exit code once the process has ended (at once if it already has). */
export function exited(app: AppProcess): Promise<number | null> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return Promise.resolve(app.child.exitCode);
  return new Promise((resolve) => app.child.once("exit", (code) => resolve(code)));
}

export async function stopAppProcess(app: AppProcess) {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  app.child.kill("SIGTERM");
  const timer = setTimeout(() => app.child.kill("SIGKILL"), 20_000);
  await exited(app);
  clearTimeout(timer);
}
