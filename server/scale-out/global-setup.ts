import fs from "node:fs";
import net from "node:net";
import type { TestProject } from "vitest/node";
import { withDatabase } from "../test/postgres-test-database";
import { MAIN_JS } from "./cluster";
import { POSTGRES, REDIS, startCluster } from "./cluster-setup";
import { type ClusterInfo, startControlServer } from "./control";
import { NGINX, nginxInstalled } from "./nginx";

declare module "vitest" {
  export interface ProvidedContext {
    scaleOut: ClusterInfo | null;
    scaleOutSkipReason: string;
  }
}

function redisAnswers(url: string) {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(2_000, () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => (socket.destroy(), resolve(data.toString().startsWith("+PONG"))));
  });
}

async function postgresAnswers(url: string) {
  try {
    await withDatabase(url, (client) => client.query("select 1"));
    return true;
  } catch {
    return false;
  }
}

/** Starts the cluster once for all the proofs (cluster-setup.ts); the files reach it through ClusterInfo. */
export default async function setup(project: TestProject) {
  const missing = [!(await postgresAnswers(POSTGRES)) && `no PostgreSQL answers at ${POSTGRES}`, !(await redisAnswers(REDIS)) && `no Redis answers at ${REDIS}`].filter(Boolean);
  if (missing.length) {
    const reason = `Scale-out test skipped: ${missing.join(" and ")}.`;
    console.log(reason);
    project.provide("scaleOut", null);
    project.provide("scaleOutSkipReason", reason);
    return;
  }
  // Not reasons to skip: `npm test` builds first, and .ci/run installs nginx.
  if (!nginxInstalled()) throw new Error(`${NGINX} is missing: install Debian's nginx package (.ci/run does).`);
  if (!fs.existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: run \`npm run build\` first.`);

  const cluster = await startCluster({ processes: 3 });
  try {
    const control = await startControlServer(cluster.apps, () => cluster.env, cluster.logDir);
    cluster.cleanups.push(() => control.close());
    project.provide("scaleOut", {
      nginxUrl: cluster.nginx.url,
      processes: cluster.apps.map((app) => ({ name: app.name, url: app.url })),
      databaseUrl: cluster.databaseUrl,
      mailDir: cluster.mailDir,
      logDir: cluster.logDir,
      accessLog: cluster.nginx.accessLog,
      controlUrl: control.url,
    });
    project.provide("scaleOutSkipReason", "");
    for (const [label, ms] of cluster.timings) console.log(`scale-out setup: ${label}: ${(ms / 1000).toFixed(1)} s`);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster.stop;
}
