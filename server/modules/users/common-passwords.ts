import fs from "node:fs";
import { AppError } from "../../errors";

let list: Set<string> | undefined;

/** Read once, on first use: about 13,000 lowercase lines (scripts/build-common-passwords.mjs writes the file). */
function commonPasswords(): Set<string> {
  if (!list) {
    const text = fs.readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8");
    list = new Set(text.split("\n").filter((line) => line && !line.startsWith("#")));
  }
  return list;
}

/** Case does not make a common password safe: "Password@123" is refused like "password@123". */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most commonly used and easy to guess. Please choose a different one.";

export function assertNotCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError("PASSWORD_TOO_COMMON", COMMON_PASSWORD_MESSAGE, [{ path: "password", message: COMMON_PASSWORD_MESSAGE }]);
  }
}
