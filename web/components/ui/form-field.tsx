import { cloneElement, useId, type ReactElement } from "react";
import { cn } from "@web/lib/cn";
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
  /** Already translated error text; shown under the control and announced. */
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

/** Label + control + hint + error, wired for screen readers. */
export function FormField({ label, children, error, hint, required, className }: FormFieldProps) {
  const generatedId = useId();
  const id = children.props.id ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
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
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
