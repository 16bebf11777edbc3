// Compiles the API server (server/main.ts) into one ES module, dist/server/main.js, so production runs plain
// `node` without a TypeScript loader. Packages stay in node_modules (external); our own code, the @domain/@server
// aliases and JSON imports are bundled. Files the server reads at run time through
// `new URL("./file", import.meta.url)` (migrations, the common-password list) are copied beside the bundle.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const defaultOutdir = path.join(root, "dist/server");
const sourceDirs = ["server", "domain", "web/locales"].map((dir) => path.join(root, dir));

const RUNTIME_URL = /new URL\(\s*(["'])([^"']+)\1\s*,\s*import\.meta\.url\s*\)/g;

/**
 * Rewrites each `new URL("./x", import.meta.url)` so it still finds its file from the bundle. A source asset is
 * copied to `<outdir>/assets/<its path in the repository>`; a path into dist/ (the built web app) is a sibling
 * build output, so it is only re-pointed relative to the bundle. A missing asset fails the build rather than the
 * first request that needs it.
 */
function runtimeAssets(outdir) {
  const distDir = path.join(root, "dist");
  return {
    name: "runtime-assets",
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await fs.promises.readFile(args.path, "utf8");
        if (!source.includes("import.meta.url")) return undefined;
        const contents = source.replace(RUNTIME_URL, (_match, quote, relative) => {
          const target = path.resolve(path.dirname(args.path), relative);
          const trailing = relative.endsWith("/") ? "/" : "";
          let fromBundle;
          if (target === distDir || target.startsWith(distDir + path.sep)) {
            fromBundle = path.relative(outdir, target);
          } else {
            if (!fs.existsSync(target)) throw new Error(`${path.relative(root, args.path)} reads ${relative}, which does not exist`);
            const copy = path.join(outdir, "assets", path.relative(root, target));
            fs.cpSync(target, copy, { recursive: true });
            fromBundle = path.relative(outdir, copy);
          }
          const url = `./${fromBundle.split(path.sep).join("/")}${trailing}`.replace(/^\.\/\.\.\//, "../");
          return `new URL(${quote}${url}${quote}, import.meta.url)`;
        });
        return { contents, loader: "ts" };
      });
    },
  };
}

/** Bundles the server into `outdir` (dist/server by default); returns the path of main.js. */
export async function buildServer({ outdir = defaultOutdir, logLevel = "warning" } = {}) {
  fs.rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, "server/main.ts")],
    outfile: path.join(outdir, "main.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    sourcemap: true,
    logLevel,
    plugins: [runtimeAssets(outdir)],
  });
  return path.join(outdir, "main.js");
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when the bundle is missing or older than any file it is built from. */
export function serverBuildIsStale(outdir = defaultOutdir) {
  const bundle = path.join(outdir, "main.js");
  if (!fs.existsSync(bundle)) return true;
  const inputs = [...sourceDirs, path.join(root, "package.json"), path.join(root, "tsconfig.json")];
  const newest = Math.max(...inputs.map((input) => (fs.statSync(input).isDirectory() ? newestMtime(input) : fs.statSync(input).mtimeMs)));
  return newest > fs.statSync(bundle).mtimeMs;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  // esbuild has already printed what failed; its stack trace would only bury it.
  const bundle = await buildServer().catch(() => process.exit(1));
  console.log(`Built ${path.relative(root, bundle)} in ${Date.now() - started} ms`);
}
