import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";

const tones = {
  info: { icon: Info, classes: "border-blue-200 bg-blue-50 text-blue-950" },
  success: { icon: CircleCheck, classes: "border-green-200 bg-green-50 text-green-950" },
  warning: { icon: CircleAlert, classes: "border-amber-200 bg-amber-50 text-amber-950" },
} as const;

/** A boxed message inside a form or page, announced politely to screen readers. */
export function Notice({ tone = "info", title, children }: { tone?: keyof typeof tones; title?: string; children?: ReactNode }) {
  const { icon: Icon, classes } = tones[tone];
  return (
    <div role="status" className={cn("flex gap-3 rounded-md border p-4 text-sm", classes)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-2">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
