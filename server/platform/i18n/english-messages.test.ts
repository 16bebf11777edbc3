import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { MAX_MESSAGE_LENGTH } from "@domain/conversations";
import { ORDER_STATUSES } from "@domain/orders";
import { REGISTRATION_MESSAGES } from "@domain/schemas/registration";
import { SELLER_PRODUCT_LIMITS } from "@domain/seller-products";
import hiValidation from "../../../locales/hi/validation.json" with { type: "json" };
import { englishMessage, englishTextOf, isTranslationKey } from "./english-messages";

const schemasDir = new URL("../../../domain/schemas/", import.meta.url);
const schemaModules = import.meta.glob<Record<string, unknown>>(["../../../domain/schemas/*.ts", "!**/*.test.ts"], { eager: true });

/** Every `"namespace:key.path"` literal the shared schemas use as a message (refinements' `addIssue` ones included). */
function translationKeysInSchemas(): string[] {
  const keys = new Set<string>();
  for (const file of fs.readdirSync(schemasDir)) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    const source = fs.readFileSync(new URL(file, schemasDir), "utf8");
    for (const [, key] of source.matchAll(/["'`]([a-z][\w-]*:[\w-]+(?:\.[\w-]+)+)["'`]/gi)) keys.add(key!);
  }
  return [...keys].sort();
}

/** The `message:` literals of the shared schemas' refinements, which no walk of the schemas can see. */
function refinementMessagesInSchemas(): string[] {
  return fs
    .readdirSync(schemasDir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .flatMap((file) => [...fs.readFileSync(new URL(file, schemasDir), "utf8").matchAll(/\bmessage:\s*(["'`])(.*?)\1/g)].map((match) => match[2]!));
}

type Def = Record<string, unknown> & { error?: (issue?: unknown) => unknown; checks?: { _zod: { def: Def } }[] };
const defOf = (value: unknown): Def | undefined => (value as { _zod?: { def?: Def } } | null)?._zod?.def;

/** Every message a schema declares, on a type (`z.enum(…, message)`) or a check (`.min(n, message)`, `.refine`). */
function declaredMessages(schema: unknown, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return found;
  seen.add(schema);
  for (const declarer of [def, ...(def.checks ?? []).map((check) => check._zod.def)]) {
    const message = declarer.error?.();
    if (typeof message === "string") found.add(message);
  }
  const shape = def.shape as Record<string, unknown> | undefined;
  const children = [def.innerType, def.element, def.in, def.out, def.left, def.right, def.keyType, def.valueType, def.rest];
  for (const child of [...children, ...Object.values(shape ?? {}), ...((def.options as unknown[]) ?? []), ...((def.items as unknown[]) ?? [])]) {
    declaredMessages(child, found, seen);
  }
  return found;
}

const isSchema = (value: unknown): value is z.ZodType => defOf(value) !== undefined;

describe("English messages of the shared schemas", () => {
  it("has an English sentence for every translation key a shared schema uses", () => {
    const keys = translationKeysInSchemas();
    expect(keys).toContain("checkout:errors.phone");
    expect(keys).toContain("buyer:address.errors.pinCode");
    expect(keys).toContain("seller-settings:errors.ifscFormat");
    expect(keys).toContain("validation:product.stockNegative");
    const missing = keys.filter((key) => englishTextOf(key) === undefined);
    expect(missing).toEqual([]);
  });

  it("finds no English sentence among the messages the shared schemas declare: each is a translation key", () => {
    const messages = new Set<string>();
    for (const exports of Object.values(schemaModules)) for (const value of Object.values(exports)) if (isSchema(value)) declaredMessages(value, messages);
    expect(messages.size).toBeGreaterThan(50);
    // Registration's keys are its own (REGISTRATION_MESSAGES); the register form and the server word them.
    const notKeys = [...messages, ...refinementMessagesInSchemas()].filter((message) => !isTranslationKey(message) && !(message in REGISTRATION_MESSAGES));
    expect(notKeys).toEqual([]);
    expect([...messages].filter((message) => isTranslationKey(message) && englishTextOf(message) === undefined)).toEqual([]);
  });

  it("writes the rules' numbers into the texts as the rules have them, in both languages", () => {
    const { name } = SELLER_PRODUCT_LIMITS;
    expect(englishMessage("validation:product.nameTooShort")).toBe(`Name must be at least ${name.min} characters.`);
    expect(hiValidation.product.nameTooShort).toContain(String(name.min));
    expect(englishMessage("validation:message.tooLong")).toBe(`A message can be at most ${MAX_MESSAGE_LENGTH} characters.`);
    expect(hiValidation.message.tooLong).toContain(String(MAX_MESSAGE_LENGTH));
    expect(englishMessage("validation:orderFilter.statuses")).toBe(`Each status must be one of: ${ORDER_STATUSES.join(", ")}.`);
    expect(hiValidation.orderFilter.statuses).toContain(ORDER_STATUSES.join(", "));
  });

  it("turns keys into sentences, passes zod's own English through, and never answers an unknown key", () => {
    expect(englishMessage("checkout:errors.phone")).toBe("Enter a valid 10-digit Indian mobile number.");
    expect(englishMessage("buyer:address.errors.pinCode")).toBe("Enter a valid 6-digit PIN code.");
    expect(englishMessage("validation:product.stockNegative")).toBe("Stock cannot be negative.");
    expect(englishMessage("seller-settings:errors.accountNumbersDiffer")).toBe("The account numbers do not match.");
    expect(englishMessage("Invalid input: expected string, received undefined")).toBe("Invalid input: expected string, received undefined");
    expect(englishMessage("buyer:address")).toBe("This value is invalid."); // an object, not a sentence
    expect(englishMessage("seller:no.such.key")).toBe("This value is invalid.");
  });
});
