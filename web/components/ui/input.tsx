import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

export const controlClasses =
  "w-full rounded-md border border-input bg-background px-3 text-base sm:text-sm placeholder:text-muted-foreground " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring " +
  "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(controlClasses, "h-10 py-2", className)} {...props} />;
}
