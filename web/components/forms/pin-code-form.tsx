import { useState, type FormEvent } from "react";
import { isValidPinCode } from "@domain/india/pin-code";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";

/** Already translated texts; each place keeps its own wording. */
export interface PinCodeFormLabels {
  pinCode: string;
  check: string;
  /** Shown when the six digits are not a PIN code's shape. */
  invalid: string;
}

interface PinCodeFormProps {
  labels: PinCodeFormLabels;
  initialValue?: string;
  /** An error about the PIN code from the server (not in the directory), or undefined. */
  error?: string;
  busy?: boolean;
  onPinCode: (pinCode: string) => void;
}

/** A PIN code and a Check button: the delivery estimate on a product page and the cart's freight. */
export function PinCodeForm({ labels, initialValue = "", error, busy, onPinCode }: PinCodeFormProps) {
  const [value, setValue] = useState(initialValue);
  const [invalid, setInvalid] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    const pinCode = value.trim();
    setInvalid(!isValidPinCode(pinCode));
    if (isValidPinCode(pinCode)) onPinCode(pinCode);
  }
  return (
    <form noValidate onSubmit={submit} className="flex items-end gap-2">
      <FormField label={labels.pinCode} error={invalid ? labels.invalid : error} className="min-w-0 flex-1">
        <Input
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={value}
          onChange={(event) => setValue(event.target.value.replace(/\D/g, ""))}
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={busy} aria-busy={busy || undefined} className="self-start mt-6">
        {labels.check}
      </Button>
    </form>
  );
}
