import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/precompress-plugin";
import { headForSlowPhones } from "./scripts/head-for-slow-phones-plugin";

const alias = {
  "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
  "@web": fileURLToPath(new URL("./web", import.meta.url)),
  "@server": fileURLToPath(new URL("./server", import.meta.url)),
};

// React Router's package resolves to its development build, which warns about misuse (ENABLE_DEV_WARNINGS); its
// production build is the same code with the warnings off, so they fall away from the bundle.
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)) },
];

/**
 * Two builds: the browser's app into dist/web (`vite build`), and the server renderer of the public pages into
 * dist/ssr (`vite build --ssr entry-server.tsx`, loaded by server/plugins/static-web.ts).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: "web",
  publicDir: isSsrBuild ? false : fileURLToPath(new URL("./public", import.meta.url)),
  plugins: [react(), tailwindcss(), headForSlowPhones(), precompressAssets()],
  resolve: { alias: [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), ...(command === "build" ? REACT_ROUTER_PRODUCTION : [])] },
  // The entries of lucide-react and radix-ui load every icon and every primitive (1.3 MB of source, 58 modules):
  // bundled into the server renderer, only the ones the pages use are loaded when it starts.
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? "./dist/ssr" : "./dist/web", import.meta.url)),
    emptyOutDir: true,
    // What the app's first view loads, as one file instead of 35 (22 of them under 1 KB gzipped): a phone on a slow
    // network opens a few connections at a time, and each file costs a round trip. The pages' own code stays in its
    // lazy route chunks, which import this one (so web/main.tsx must not await them at its top level).
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] } } },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000", "/simulator": "http://localhost:3000" },
  },
}));
