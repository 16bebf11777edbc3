import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

export type RunningServer = { url: string; stop(): Promise<void> };

/**
 * Starts an entry point in its own Node process (a TypeScript one through tsx, a compiled one as it is) and waits
 * until `readyPath` answers 200.
 */
export async function startServer(entry: string, port: number, readyPath: string, env: Record<string, string> = {}) {
  const args = entry.endsWith(".ts") ? ["--import", "tsx", entry] : ["--enable-source-maps", entry];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, `${url}${readyPath}`);
  return { url, stop: () => stop(child) } satisfies RunningServer;
}

async function waitUntilReady(child: ChildProcess, url: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`${url} did not become ready in ${timeoutMs / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
