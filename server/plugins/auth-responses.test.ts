import { BASE_ERROR_CODES } from "better-auth";
import { TWO_FACTOR_ERROR_CODES } from "better-auth/plugins";
import { describe, expect, it } from "vitest";
import { ERROR_CATALOGUE, type ErrorCode, isErrorCode } from "@domain/error-catalogue";
import { toAppError } from "./auth-responses";

const answer = (status: number, body: unknown) => {
  const result = toAppError(status, JSON.stringify(body));
  return result && { status: result.status, ...(JSON.parse(result.body) as { error: { code: string; message: string } }) };
};

const BETTER_AUTH_CODES = [...Object.keys(BASE_ERROR_CODES), ...Object.keys(TWO_FACTOR_ERROR_CODES)];

describe("better-auth's refusals in the catalogue's words", () => {
  it("answers every code better-auth and its two-factor plugin can raise with a catalogue code", () => {
    for (const code of BETTER_AUTH_CODES) {
      for (const status of [400, 401, 403, 404, 422, 429, 500]) {
        const mapped = answer(status, { code, message: "terse internal wording" });
        expect(isErrorCode(mapped?.error.code), `${status} ${code}`).toBe(true);
        expect(mapped?.status).toBe(ERROR_CATALOGUE[mapped!.error.code as ErrorCode].status);
      }
    }
  });

  it("keeps by name the better-auth codes the web app reacts to, so an upgrade that renames one fails here", () => {
    const reliedOn: ErrorCode[] = ["INVALID_EMAIL_OR_PASSWORD", "EMAIL_NOT_VERIFIED", "INVALID_CODE", "INVALID_BACKUP_CODE", "INVALID_TWO_FACTOR_COOKIE", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE", "INVALID_TOKEN", "PASSWORD_TOO_SHORT"];
    for (const code of reliedOn) {
      expect(BETTER_AUTH_CODES, code).toContain(code);
      expect(answer(400, { code, message: "x" })?.error).toEqual({ code, message: ERROR_CATALOGUE[code].message });
    }
  });

  it("renames better-auth's codes the catalogue knows by another name", () => {
    expect(answer(401, { code: "UNAUTHORIZED", message: "Unauthorized" })).toMatchObject({ status: 401, error: { code: "UNAUTHENTICATED" } });
    expect(answer(400, { code: "TOTP_NOT_ENABLED", message: "TOTP not enabled" })).toMatchObject({ status: 409, error: { code: "TWO_FACTOR_NOT_ENABLED" } });
  });

  it("gives a code the catalogue does not know the general code of its status, and hides 5xx wording", () => {
    expect(answer(404, { code: "USER_NOT_FOUND", message: "User not found" })?.error.code).toBe("NOT_FOUND");
    expect(answer(500, { code: "FAILED_TO_CREATE_SESSION", message: "relation \"session\" does not exist" })).toEqual({
      status: 500,
      error: { code: "INTERNAL_ERROR", message: ERROR_CATALOGUE.INTERNAL_ERROR.message },
    });
  });

  it("keeps the sentences of our own hooks (they say how long to wait), and leaves successes and our own shape alone", () => {
    const message = "Too many wrong codes. Please wait 15 minutes and try again.";
    expect(answer(429, { code: "TOO_MANY_CODE_ATTEMPTS", message })?.error).toEqual({ code: "TOO_MANY_CODE_ATTEMPTS", message });
    expect(answer(200, { user: {} })).toBeNull();
    expect(answer(401, { error: { code: "UNAUTHENTICATED", message: "Please sign in to continue." } })).toBeNull();
  });
});
