import fs from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = fs.existsSync("web/features") ? fs.readdirSync("web/features") : [];

/** Features never import each other: only pages (web/routes) compose them. */
const featureBoundaries = features.map((feature) => ({
  files: [`web/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["@web/features/*", `!@web/features/${feature}`, `!@web/features/${feature}/**`],
            message: "Features do not import each other; compose them in a page under web/routes.",
          },
          { group: ["**/features/**", "../../*"], message: "Import another feature only from a page, never from a feature." },
          { group: ["@server/*", "**/server/**"], message: "The web app never imports server code." },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "server/db/migrations/**", "test-results/**", "playwright-report/**", "bench/.data/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@server/*", "@web/*", "**/server/**", "**/web/**"], message: "domain/ is pure: it imports neither server/ nor web/." },
            { group: ["node:*", "fs", "path", "http", "crypto"], message: "domain/ is pure: no I/O or Node built-ins." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@web/*", "**/web/**"], message: "The server never imports web code." }] },
      ],
    },
  },
  {
    // The API answers the shared schemas' translation keys in English: this one file reads the web's English
    // resources as data (JSON only, nothing that runs).
    files: ["server/plugins/english-messages.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^@web/(?!locales/en/[\\w-]+\\.json$)", message: "The server never imports web code." },
            { group: ["**/web/**"], message: "The server never imports web code." },
          ],
        },
      ],
    },
  },
  {
    files: ["web/routes/**/*.{ts,tsx}", "web/lib/**/*.{ts,tsx}", "web/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@server/*", "**/server/**"], message: "The web app never imports server code." }] },
      ],
    },
  },
  ...featureBoundaries,
);
