import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

/**
 * Every word of every string in the app's source that could be a Tailwind class, one of each shape (`gap-2` stands
 * for `gap-4`), grouped by their variants (`sm:hover:`): only classes with the same variants can override each other.
 */
function classesWrittenInWeb(): string[][] {
  const folder = join(import.meta.dirname, "..");
  const words = new Set<string>();
  for (const file of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || file.includes(".test.") || file.endsWith("cn.ts")) continue;
    for (const [, double, backtick] of readFileSync(join(folder, file), "utf8").matchAll(/"([^"\n]*)"|`([^`]*)`/g)) {
      for (const word of (double ?? backtick ?? "").split(/\s+/)) if (/^!?-?[a-z[*][\w:\-[\]/.%()&>*=#,!]*$/.test(word)) words.add(word);
    }
  }
  const shapes = new Map<string, string>();
  for (const word of words) shapes.set(word.replace(/\d+(\.\d+)?/g, "0"), word);
  // A class either library takes as a Tailwind class (it drops a second copy); the others are never merged by either.
  const known = [...shapes.values()].filter((word) => cn(`${word} ${word}`) === word || twMerge(`${word} ${word}`) === word);
  const byVariants = new Map<string, string[]>();
  for (const word of known) {
    const variants = word.replace(/[^:]*$/, "");
    byVariants.set(variants, [...(byVariants.get(variants) ?? []), word]);
  }
  return [...byVariants.values()];
}

const sorted = (classes: string) => classes.split(" ").sort().join(" ");

describe("cn", () => {
  it("joins conditional classes as clsx does", () => {
    expect(cn("a", false, null, undefined, 0, ["b", ["c"]], { d: true, e: false })).toBe("a b c d");
  });

  it("lets a later class override an earlier one of its kind, and a wider kind the narrower ones", () => {
    expect(cn("h-9 px-4 text-sm", "h-11 px-2")).toBe("text-sm h-11 px-2");
    expect(cn("px-2 py-1", "p-4")).toBe("p-4");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("text-sm text-muted-foreground", "text-primary")).toBe("text-sm text-primary");
    expect(cn("hover:bg-muted bg-card", "hover:bg-primary")).toBe("bg-card hover:bg-primary");
  });

  it("merges every pair of classes written in web/ as tailwind-merge does", () => {
    const groups = classesWrittenInWeb();
    expect(groups.flat().length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const classes of groups) {
      for (const [first, second] of classes.flatMap((first) => classes.map((second) => [first, second]))) {
        const pair = `${first} ${second}`;
        if (sorted(cn(pair)) !== sorted(twMerge(pair))) differences.push(`${pair} → ${cn(pair)}, tailwind-merge ${twMerge(pair)}`);
      }
    }
    expect(differences.slice(0, 40)).toEqual([]);
  });
});
