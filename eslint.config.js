import fs from "node:fs";
import js from "@eslint/js";
import i18next from "eslint-plugin-i18next";
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

/** Type names of the fixed value sets defined in domain/ (statuses, methods, types, roles). */
const VALUE_SET_TYPES =
  "/^(\\w+Status|PaymentMethod|AccountType|BusinessSubtype|SellerDocumentType|BillingCycle|MediaType|ReturnRequestType|CheckoutKind|OrderActorRole|PaymentOutcome)$/";

/**
 * The JSX attributes whose value a person reads or hears (a component's own text props included); any other attribute
 * (className, id, data-*, type, value, to, name…) holds code, not words. Full-match patterns.
 */
const USER_FACING_ATTRIBUTES = [
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "aria-placeholder",
  "title",
  "placeholder",
  "alt",
  "label",
  ".+Label",
  "description",
  "hint",
  "text",
  "error",
  "legend",
  "message",
  "heading",
  "caption",
];

const serverNeverImportsWeb = { group: ["@web/*", "**/web/**"], message: "The server never imports web code." };

/** ESLint applies only the last matching no-restricted-syntax, so blocks that add their own repeat these. */
const valueSetCasts = ["TSAsExpression > TSTypeReference", "TSAsExpression > TSUnionType > TSTypeReference"].map((cast) => ({
  selector: `${cast} > Identifier.typeName[name=${VALUE_SET_TYPES}]`,
  message: "Do not cast to a value-set type: type the source from the domain/ list (Drizzle text(…, { enum }), a zod enum).",
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
    // Type-aware rules, only the two that catch what types alone miss: a promise nobody awaits (its failure lost),
    // and a promise handed where a plain callback is expected (an async onClick, a forEach).
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // One source per shape: value sets live in domain/ and the Drizzle columns are typed from them, so a cast to a
    // status type only hides a column (or an API field) that is not.
    files: ["**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...valueSetCasts,
      ],
    },
  },
  {
    files: ["server/db/schema/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Property[key.name='enum'] > ArrayExpression",
          message: "Build an enum column from its list in domain/ (and its check constraint with isOneOf), never a literal.",
        },
      ],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // Error codes come from the catalogue: hasErrorCode(error, ERROR_CODES.X), never a string compared by hand.
      "no-restricted-syntax": [
        "error",
        ...valueSetCasts,
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/][left.property.name='code'][right.type='Literal']",
          message: "Compare error codes with hasErrorCode(error, ERROR_CODES.X) from the error catalogue.",
        },
        {
          selector: "CallExpression[callee.property.name='includes'][callee.object.type='ArrayExpression'][arguments.0.property.name='code']",
          message: "Compare error codes with hasErrorCode(error, ERROR_CODES.X) from the error catalogue, not a list of strings.",
        },
        {
          selector: "SwitchStatement[discriminant.property.name='code'] > SwitchCase > Literal.test",
          message: "Switch on error codes through ERROR_CODES.X from the error catalogue, not string literals.",
        },
        {
          selector: "CallExpression[callee.name='fetch']",
          message: "Call the API through the typed client (`api` from web/lib/api.ts, or authClient for /api/auth), never fetch by hand.",
        },
      ],
    },
  },
  {
    // Every text a user reads comes from locales/{en,hi} through t(): no words written into JSX, as text, as a string
    // in a child expression ({ok ? "Yes" : "No"}) or in an attribute people (or screen readers) read. Symbols,
    // punctuation and numbers may stay ("·", "₹", "—"). Template literals are left alone: most are keys handed to a
    // t function named after its namespace (buyer(`status.${status}`)), which the rule cannot tell from other calls.
    files: ["web/**/*.tsx"],
    ignores: ["web/**/*.test.tsx", "web/test/**"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": { include: USER_FACING_ATTRIBUTES },
          words: { exclude: [/^[\p{P}\p{S}\p{N}\s]*$/u] },
          message: "Show user-facing text through t() from locales/{en,hi}/<namespace>.json, not a literal",
        },
      ],
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
  // Layers point one way: routes → services (modules) → platform and db. ESLint keeps one no-restricted-imports
  // per file (the last matching block wins), so each block repeats the rules of the blocks before it.
  {
    files: ["server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverNeverImportsWeb] }] },
  },
  {
    files: ["server/modules/**/*.ts"],
    ignores: ["server/modules/**/*.test.ts", "server/modules/**/*.fixture.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverNeverImportsWeb,
            {
              group: ["**/plugins/*", "**/plugins/**", "@server/plugins/*", "**/routes/*", "**/routes/**", "@server/routes/*"],
              message: "Services do not import plugins or routes: move what both need to server/platform or the module.",
            },
          ],
          paths: [
            { name: "fastify", message: "Services know no HTTP: take AppContext (and a Logger from server/platform/logger)." },
            { name: "fastify-type-provider-zod", message: "Services know no HTTP." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/routes/**/*.ts"],
    ignores: ["server/routes/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverNeverImportsWeb,
            { group: ["**/db/schema", "**/db/schema/*", "@server/db/schema", "@server/db/schema/*"], message: "Routes do not query the database: call a service (server/modules)." },
            { group: ["drizzle-orm", "drizzle-orm/*"], message: "Routes do not query the database: call a service (server/modules)." },
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
