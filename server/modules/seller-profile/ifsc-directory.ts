import { createRequire } from "node:module";
import { isValidIfsc, normaliseIfsc } from "@domain/india/ifsc";
import type { IfscLookup } from "@domain/schemas/seller-bank-details";

type IfscPackage = { validate(code: string): boolean };

// The `ifsc` package (Razorpay's published IFSC dataset) is CommonJS with no types; loaded on first use, as its
// branch list is a megabyte of JSON. Its fetchDetails() asks ifsc.razorpay.com for the branch, so it is never
// called: the dataset on disk knows which codes exist and the bank of each, not the branch's name or address.
const load = createRequire(import.meta.url);
let dataset: { ifsc: IfscPackage; bankNames: Record<string, string> } | undefined;

function ifscDataset() {
  dataset ??= {
    ifsc: load("ifsc") as IfscPackage,
    bankNames: load("ifsc/src/banknames.json") as Record<string, string>,
  };
  return dataset;
}

/** The bank an IFSC belongs to, or undefined when the published dataset has no such branch code. */
export function lookupIfsc(input: string): IfscLookup | undefined {
  const ifscCode = normaliseIfsc(input);
  if (!isValidIfsc(ifscCode)) return undefined;
  const { ifsc, bankNames } = ifscDataset();
  if (!ifsc.validate(ifscCode)) return undefined;
  const bankCode = ifscCode.slice(0, 4);
  return { ifscCode, bankName: bankNames[bankCode] ?? bankCode };
}
