import type { IndianState } from "./states";

/**
 * GST state codes (the first two digits of a GSTIN). 25 (Daman and Diu) and 28 (undivided Andhra Pradesh) are
 * older codes still found on registrations; 97 is "Other Territory" and 99 "Centre Jurisdiction", which belong to
 * no state.
 */
const STATE_BY_GST_STATE_CODE: Readonly<Record<string, IndianState | null>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "25": "Dadra and Nagar Haveli and Daman and Diu",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "28": "Andhra Pradesh",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": null,
  "99": null,
};

export function isGstStateCode(code: string): boolean {
  return Object.hasOwn(STATE_BY_GST_STATE_CODE, code);
}

/** The state a GST state code belongs to, or null for unknown codes and for 97 and 99. */
export function indianStateForGstStateCode(code: string): IndianState | null {
  return isGstStateCode(code) ? (STATE_BY_GST_STATE_CODE[code] ?? null) : null;
}

/** The current GST state code of a state or union territory ("Maharashtra" → "27"); null for a name not known. */
export function gstStateCodeForState(state: string): string | null {
  const wanted = state.trim().toLowerCase();
  let found: string | null = null;
  // The later code wins where a state has two (37 is Andhra Pradesh since 2014, 26 the merged Daman and Diu).
  for (const [code, name] of Object.entries(STATE_BY_GST_STATE_CODE)) if (name && name.toLowerCase() === wanted) found = code;
  return found;
}
