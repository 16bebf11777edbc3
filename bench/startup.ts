import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { processTreeCpuMs, processTreeRssMb } from "./process-tree";

/**
 * npm run bench:startup [-- --runs 7 --idle 5 --entry scripts/start.mjs]
 * The warm start of `npm start` on the embedded database: the build and a data folder with the demo data already
 * exist. One unmeasured run creates the data (in a temporary folder, never the developer's ./data), then each
 * measured run spawns `node <entry>` and times it until GET /api/health answers 200 (wall time, and the CPU time the
 * server used, which other work on a busy machine disturbs less), lets it sit idle for `--idle` seconds, reads the
 * resident memory of the process and its children, and stops it. A measurement, not a test.
 */
const args = new Map(process.argv.slice(2).map((arg, i, all) => [arg, all[i + 1] ?? ""]));
const runs = Number(args.get("--runs") || 7);
const idleMs = Number(args.get("--idle") || 5) * 1000;
const entry = args.get("--entry") || "scripts/start.mjs";
const root = fileURLToPath(new URL("..", import.meta.url));
const START_TIMEOUT_MS = 120_000;

for (const built of ["dist/server/main.js", "dist/web/index.html", "dist/ssr/entry-server.js"]) {
  if (!fs.existsSync(path.join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first, so that no run measures a build.`);
    process.exit(1);
  }
}

type Run = { startMs: number; cpuMs: number; idleRssMb: number; loadAverage: number };

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "startup-bench-"));
const logFile = path.join(workDir, "server.log");
try {
  console.log(`Creating the data folder with the demo data (${workDir}) …`);
  const first = await startOnce({ idle: 0 });
  console.log(`  first start (migrations, demo data): ${first.startMs.toFixed(0)} ms`);
  const measured: Run[] = [];
  for (let i = 1; i <= runs; i += 1) {
    const run = await startOnce({ idle: idleMs });
    measured.push(run);
    console.log(`  run ${i}: ready in ${run.startMs.toFixed(0)} ms (CPU ${run.cpuMs.toFixed(0)} ms), idle RSS ${run.idleRssMb.toFixed(0)} MB (load average ${run.loadAverage.toFixed(2)})`);
  }
  console.log(`\nnode ${entry}, warm start on PGlite, ${runs} runs, ${os.cpus().length} cores, Node ${process.version}`);
  console.log(summary("ready (ms)", measured.map((r) => r.startMs)));
  console.log(summary("CPU time until ready (ms)", measured.map((r) => r.cpuMs)));
  console.log(summary(`RSS after ${idleMs / 1000} s idle (MB)`, measured.map((r) => r.idleRssMb)));
  console.log(summary("1-minute load average at each start", measured.map((r) => r.loadAverage), 2));
} catch (error) {
  console.error(fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n") : "");
  throw error;
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}

async function startOnce({ idle }: { idle: number }): Promise<Run> {
  const port = await freePort();
  const loadAverage = os.loadavg()[0]!;
  const log = fs.openSync(logFile, "a");
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: path.join(workDir, "data"),
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  try {
    await untilHealthy(port, child);
    const startMs = performance.now() - started;
    const cpuMs = processTreeCpuMs(child.pid!);
    await sleep(idle);
    return { startMs, cpuMs, idleRssMb: processTreeRssMb(child.pid!), loadAverage };
  } finally {
    child.kill("SIGTERM");
    await exited; // the data folder is free again only once it has exited
  }
}

async function untilHealthy(port: number, child: ChildProcess) {
  const deadline = performance.now() + START_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; see ${logFile}`);
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status, () => 0);
    if (status === 200) return;
    await sleep(10);
  }
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function summary(label: string, values: number[], digits = 0) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const f = (n: number) => n.toFixed(digits);
  return `  ${label.padEnd(40)} median ${f(median)}  min ${f(sorted[0]!)}  max ${f(sorted.at(-1)!)}`;
}
