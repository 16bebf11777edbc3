// Compiles the API server (server/main.ts) into an ES module, dist/server/main.js, so production runs plain
// `node` without a TypeScript loader. Our own code, the @domain/@server aliases, JSON imports and most packages are
// bundled; the packages in EXTERNAL_PACKAGES are loaded from node_modules at run time. Files the server reads at run
// time through `new URL("./file", import.meta.url)` (migrations, the common-password list) are copied beside the bundle.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const defaultOutdir = path.join(root, "dist/server");
/**
 * Packages left in node_modules. Every other one is bundled: Node resolving and loading some 900 package files one by
 * one cost 0.3 s of CPU at every start (docs/decisions/0022-start-up-and-memory.md). These stay out because they read
 * files beside their own code or run native code, or because only some configurations load them at all.
 */
const EXTERNAL_PACKAGES = [
  "@electric-sql/pglite", // its WebAssembly build and file-system image
  "sharp", // native libvips
  "pdfkit", // its font files
  "@fastify/swagger-ui", // serves its own static folder
  "pino", // its transports run in worker threads that load files beside its code
  "pg", // only with DATABASE_URL (and it may look for the optional pg-native)
  "ioredis", // only with REDIS_URL
  "nodemailer", // only with SMTP_URL
  "@aws-sdk/client-s3", // only with S3_BUCKET
];

/** Every file the last build read, so `npm start` knows when to rebuild. */
const INPUTS_FILE = "build-inputs.json";

const RUNTIME_URL = /new URL\(\s*(["'])([^"']+)\1\s*,\s*import\.meta\.url\s*\)/g;

/**
 * Rewrites each `new URL("./x", import.meta.url)` so it still finds its file from the bundle. A source asset is
 * copied to `<outdir>/assets/<its path in the repository>`; a path into dist/ (the built web app) is a sibling
 * build output, so it is only re-pointed relative to the bundle. A missing asset fails the build rather than the
 * first request that needs it.
 */
function runtimeAssets(outdir, assets) {
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
            assets.add(target);
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
export async function buildServer({ outdir = defaultOutdir } = {}) {
  // Loaded here, not at the top: `npm start` imports this module only to ask whether a build is needed.
  const esbuild = await import("esbuild");
  fs.rmSync(outdir, { recursive: true, force: true });
  const assets = new Set();
  const result = await esbuild.build({
    absWorkingDir: root,
    // main.js, and migrate-cli.js for deployments that migrate as a step of their own (the Dockerfile, compose.yaml).
    entryPoints: [path.join(root, "server/main.ts"), path.join(root, "server/db/migrate-cli.ts")],
    entryNames: "[name]",
    outdir,
    // Modules the server imports only when its configuration asks for them (await import("./s3-storage")) become
    // chunks beside main.js, loaded, with the packages they import, only then.
    splitting: true,
    chunkNames: "[name]-[hash]",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: EXTERNAL_PACKAGES.flatMap((name) => [name, `${name}/*`]),
    // Bundled CommonJS packages call require() for Node's modules and for the packages left outside.
    banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
    tsconfig: path.join(root, "tsconfig.json"),
    sourcemap: true,
    // Stack traces need only the mappings; the sources are the files in the repository (and node_modules).
    sourcesContent: false,
    metafile: true,
    logLevel: "warning",
    plugins: [runtimeAssets(outdir, assets)],
  });
  // Bundled packages count through package-lock.json, which every install that changes one rewrites (their own
  // files keep the times of their release).
  const sources = Object.keys(result.metafile.inputs).filter((input) => !input.split(/[\\/]/).includes("node_modules"));
  const manifests = ["package.json", "package-lock.json", "tsconfig.json"].filter((file) => fs.existsSync(path.join(root, file)));
  const inputs = [...sources.map((input) => path.resolve(root, input)), ...assets, ...manifests];
  const relative = [...new Set(inputs.map((input) => path.relative(root, path.resolve(root, input))))].sort();
  fs.writeFileSync(path.join(outdir, INPUTS_FILE), `${JSON.stringify(relative, null, 2)}\n`);
  return path.join(outdir, "main.js");
}

/** The newest modification time in a file or folder (0 when it does not exist). */
export function newestMtime(file) {
  if (!fs.existsSync(file)) return 0;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted or added file changes the folder's own time
  for (const entry of fs.readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

/** True when the bundle is missing, or any file it was built from changed (or went) since. */
export function isServerBuildStale(outdir = defaultOutdir) {
  const bundle = path.join(outdir, "main.js");
  const inputsFile = path.join(outdir, INPUTS_FILE);
  if (!fs.existsSync(bundle) || !fs.existsSync(inputsFile)) return true;
  const builtAt = fs.statSync(bundle).mtimeMs;
  const inputs = JSON.parse(fs.readFileSync(inputsFile, "utf8"));
  return inputs.some((input) => !fs.existsSync(path.join(root, input)) || newestMtime(path.join(root, input)) > builtAt);
}

// `node scripts/build-server.mjs [--outdir dir]`; the outdir must lie inside the project, where node_modules is.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const outdirArg = process.argv.indexOf("--outdir");
  const outdir = outdirArg > 0 ? path.resolve(process.argv[outdirArg + 1]) : defaultOutdir;
  // esbuild has already printed what failed; its stack trace would only bury it.
  const bundle = await buildServer({ outdir }).catch(() => process.exit(1));
  console.log(`Built ${path.relative(root, bundle)} in ${Date.now() - started} ms`);
}
