import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

/** A native checkbox (works with react-hook-form's register); put a <Label htmlFor> beside it. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn("size-4 shrink-0 rounded border-input accent-primary disabled:opacity-50", className)}
      {...props}
    />
  );
}
