/** What registration requires beyond field shapes: the rules the form shows and the server enforces again. */
import { isBusinessSubtypeAllowed, type AccountType } from "./accounts";
import { normaliseGstin, validateGstin } from "./india/gstin";
import { isValidIndianMobile } from "./india/mobile";

export type RegistrationProblem =
  | "businessTypeMismatch"
  | "gstinRequired"
  | "gstinFormat"
  | "gstinChecksum"
  | "phoneInvalid";

export type RegistrationField = "businessSubtype" | "gstNumber" | "phone";

export type RegistrationRuleInput = {
  accountType: AccountType;
  businessSubtype: string;
  phone: string;
  gstNumber?: string | null;
};

/** Every broken rule with the field it belongs to; empty when the registration may go ahead. */
export function registrationProblems(input: RegistrationRuleInput): { field: RegistrationField; problem: RegistrationProblem }[] {
  const problems: { field: RegistrationField; problem: RegistrationProblem }[] = [];
  if (!isBusinessSubtypeAllowed(input.accountType, input.businessSubtype)) {
    problems.push({ field: "businessSubtype", problem: "businessTypeMismatch" });
  }
  if (!isValidIndianMobile(input.phone)) problems.push({ field: "phone", problem: "phoneInvalid" });
  if (input.accountType === "seller") {
    const gstin = normaliseGstin(input.gstNumber ?? "");
    if (!gstin) problems.push({ field: "gstNumber", problem: "gstinRequired" });
    else {
      const result = validateGstin(gstin);
      if (!result.ok) problems.push({ field: "gstNumber", problem: result.reason === "format" ? "gstinFormat" : "gstinChecksum" });
    }
  }
  return problems;
}

