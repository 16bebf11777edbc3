import { cloneElement, useId, type ReactElement } from "react";
import { cn } from "@web/lib/cn";
import { useFieldErrorText } from "@web/lib/field-error-text";
import { Label } from "./label";

interface ControlProps {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}

interface FormFieldProps {
  label: string;
  /** The single control (Input, Textarea, Select…); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<ControlProps>;
  /**
   * The field's error, shown under the control and announced: a translation key (`validation:product.stockNegative`,
   * as the schemas give them), shown in the page's language, or a text shown as it is (the server's sentence).
   */
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

/** Label + control + hint + error, wired for screen readers. */
export function FormField({ label, children, error, hint, required, className }: FormFieldProps) {
  const errorText = useFieldErrorText(error);
  const generatedId = useId();
  const id = children.props.id ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errorText ? `${id}-error` : undefined;
  const describedBy = [children.props["aria-describedby"], hintId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {" "}
            *
          </span>
        ) : null}
      </Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p id={errorId} className="text-sm text-destructive">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
