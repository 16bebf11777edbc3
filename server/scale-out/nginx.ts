import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const NGINX = "/usr/sbin/nginx";
export const DEPLOY_CONFIG = fileURLToPath(new URL("../../deploy/nginx.conf", import.meta.url));

/** Replaces what `pattern` matches exactly `count` times, so a change to deploy/nginx.conf that the copy no longer fits fails loudly. */
function replaceExactly(text: string, pattern: RegExp, replacement: string, count = 1) {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))?.length ?? 0;
  if (found !== count) throw new Error(`deploy/nginx.conf: expected ${count} match(es) of ${pattern}, found ${found}`);
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`), replacement);
}

/**
 * deploy/nginx.conf with only ports and paths changed: nginx listens on `port`, proxies to `upstreams`
 * (host:port), and keeps its pid, logs and temporary files in `dir` (so it runs without root).
 */
export function nginxConfigFor({ port, upstreams, dir }: { port: number; upstreams: string[]; dir: string }) {
  let config = fs.readFileSync(DEPLOY_CONFIG, "utf8");
  const servers = upstreams.map((address) => `        server ${address} max_fails=1 fail_timeout=5s;`).join("\n");
  config = replaceExactly(config, /^ {8}server app\d:3000 .*\n(?: {8}server app\d:3000 .*\n)*/m, `${servers}\n`);
  config = replaceExactly(config, /^( {8})listen 80;/m, `$1listen 127.0.0.1:${port};`);
  config = replaceExactly(config, /^pid .*;/m, `pid ${dir}/nginx.pid;`);
  config = replaceExactly(config, /^error_log \S+/m, `error_log ${dir}/error.log`);
  config = replaceExactly(config, /access_log \S+/m, `access_log ${dir}/access.log`);
  // Debian's build keeps temporary files under /var/lib/nginx, which only root may write.
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `    ${kind}_temp_path ${dir}/${kind};`).join("\n");
  config = replaceExactly(config, /^http \{\n/m, `http {\n${temp}\n`);
  return config;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function nginxInstalled() {
  return fs.existsSync(NGINX);
}

/** Starts nginx in the foreground (a child of this process) with the templated copy; resolves once it accepts connections. */
export async function startNginx({ port, upstreams, dir }: { port?: number; upstreams: string[]; dir: string }) {
  fs.mkdirSync(dir, { recursive: true });
  port ??= await freePort();
  const file = path.join(dir, "nginx.conf");
  fs.writeFileSync(file, nginxConfigFor({ port, upstreams, dir }));
  const check = spawnSync(NGINX, ["-t", "-q", "-p", dir, "-e", path.join(dir, "error.log"), "-c", file], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", file, "-g", "daemon off;"], { stdio: "ignore" });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, "error.log"), "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    accessLog: path.join(dir, "access.log"),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT"); // graceful: workers finish their connections
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

function accepts(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}
