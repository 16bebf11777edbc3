import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { usePageMeta } from "@web/lib/page-meta";

interface AuthCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

/** The centred card every account page uses; its title is the page's h1 and document title. */
export function AuthCard({ title, description, children, footer, wide = false }: AuthCardProps) {
  usePageMeta(title, description);
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card className={wide ? "w-full max-w-2xl" : "w-full max-w-md"}>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {children}
          {footer ? <div className="border-t border-border pt-4 text-center text-sm text-muted-foreground">{footer}</div> : null}
        </CardContent>
      </Card>
    </div>
  );
}
