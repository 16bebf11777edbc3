import { recentMonths, shiftMonth } from "@domain/india-month";
import { Download } from "lucide-react";
import { useState } from "react";
import { buttonVariants } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { MonthSelect } from "@web/components/ui/month-select";
import { formatMonth } from "@web/lib/format-date";

/** How far back the picker goes: a year of returns. */
const MONTHS_SHOWN = 13;

export type MonthlyDownload = { key: string; href: string; text: string; label: string };

/**
 * A card of files made per month (a statement, the tax reports): a month picker, last month first, and a download link
 * per file. `downloads` gives the links of the chosen month ("YYYY-MM") and its name as people read it.
 */
export function MonthlyDownloadsCard(props: {
  title: string;
  description: string;
  monthLabel: string;
  downloads: (month: string, shownMonth: string) => MonthlyDownload[];
}) {
  const [months] = useState(() => recentMonths(new Date(), MONTHS_SHOWN));
  const [month, setMonth] = useState(() => shiftMonth(months[0]!, -1));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        <div className="w-44">
          <MonthSelect label={props.monthLabel} months={months} value={month} onChange={setMonth} />
        </div>
        {props.downloads(month, formatMonth(month)).map((file) => (
          <a key={file.key} className={buttonVariants({ variant: "outline" })} href={file.href} download aria-label={file.label}>
            <Download aria-hidden="true" />
            {file.text}
          </a>
        ))}
      </CardContent>
    </Card>
  );
}
