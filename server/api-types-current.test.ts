import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { API_TYPES_FILE, generateApiTypes } from "../scripts/api-types";

describe("the web's generated API types", () => {
  it("match the server's OpenAPI document (run `npm run api:types` after changing a route)", async () => {
    const committed = fs.readFileSync(API_TYPES_FILE, "utf8");
    const current = await generateApiTypes();
    expect(committed === current, "web/lib/api-schema.d.ts is out of date: run `npm run api:types`").toBe(true);
  });
});
