import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";

interface PaymentMessageProps {
  icon: LucideIcon;
  tone: "success" | "pending" | "error";
  /** A heading of its own; leave it out when the page title already says it. */
  title?: string;
  children?: ReactNode;
  actions?: ReactNode;
}

const tones = { success: "text-green-700", pending: "text-amber-600", error: "text-destructive" };

/** The centred card of the payment pages: an icon, a heading, the message (announced), and what to do next. */
export function PaymentMessage({ icon: Icon, tone, title, children, actions }: PaymentMessageProps) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-3 pt-8 text-center">
        <Icon aria-hidden="true" className={cn("size-12", tones[tone])} />
        {title ? <h2 className="text-xl font-semibold">{title}</h2> : null}
        <div role={tone === "error" ? "alert" : "status"} className="text-muted-foreground">
          {children}
        </div>
        {actions ? <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div> : null}
      </CardContent>
    </Card>
  );
}
