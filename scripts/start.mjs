// `npm start`: builds the web app and the server when either is missing or older than its sources, then runs the
// compiled server (dist/server/main.js) in this process, so a signal reaches its graceful shutdown directly.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { defaultOutdir, isServerBuildStale, newestMtime, root } from "./build-server.mjs";

const webIndex = path.join(root, "dist/web/index.html");
const ssrEntry = path.join(root, "dist/ssr/entry-server.js");
const webSources = ["web", "domain", "public", "locales", "vite.config.ts", "package.json"].map((p) => path.join(root, p));

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Walked once: both web builds are checked against the same sources.
const newestWebSource = Math.max(...webSources.map(newestMtime));
const isStale = (output) => !fs.existsSync(output) || newestWebSource > fs.statSync(output).mtimeMs;
if (isStale(webIndex)) {
  console.log("Building the web app…");
  run("npx", ["vite", "build"]);
}
if (isStale(ssrEntry)) {
  console.log("Building the public pages' server renderer…");
  run("npx", ["vite", "build", "--ssr", "entry-server.tsx"]);
}
if (isServerBuildStale()) {
  console.log("Building the server…");
  run(process.execPath, [path.join(root, "scripts/build-server.mjs")]);
}

// As `node --enable-source-maps dist/server/main.js` would: stack traces point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(defaultOutdir, "main.js")).href);
