import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";
import { controlClasses } from "./input";

/** A styled native <select>: phones show their own picker, screen readers know it well. Pass <option>s. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(controlClasses, "h-10 py-2 pr-8", className)} {...props} />;
}
