import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importGraph, namespacesUsedIn, ROOT } from "./test/source-texts";

/** Each page of web/router.tsx with the namespaces it is declared to load with its code. */
const pages = [...readFileSync(join(ROOT, "web/router.tsx"), "utf8").matchAll(/page\(\(\) => import\("\.\/([^"]+)"\), (\[[^\]]*\])\)/g)].map(
  ([, module, namespaces]) => ({ module: module!, declared: JSON.parse(namespaces!) as string[] }),
);

describe("the pages' texts load with their code", () => {
  it("finds the pages", () => {
    expect(pages.length).toBeGreaterThan(50);
  });

  it.each(pages)("$module names every namespace its code translates with", ({ module, declared }) => {
    const used = new Set([...importGraph(join(ROOT, "web", `${module}.tsx`))].flatMap((file) => [...namespacesUsedIn(file)]));
    used.delete("common"); // loaded with the app
    expect([...used].filter((namespace) => !declared.includes(namespace)).sort()).toEqual([]);
  });
});
