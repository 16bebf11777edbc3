import { useTranslation } from "react-i18next";
import { formatNumber } from "@web/lib/format-date";
import { useCountUp } from "../use-count-up";
import { useInViewOnce } from "../use-in-view";

export const COUNT_UP_DURATION_MS = 2000;

const statistics = [
  { key: "sellers", target: 10000, format: "landing.stats.countPlus" },
  { key: "products", target: 50000, format: "landing.stats.countPlus" },
  { key: "volume", target: 100, format: "landing.stats.croreRupees" },
] as const;

/** Marketing figures (Indian digit grouping) that count up over 2 s the first time the section scrolls into view. */
export function StatisticsSection() {
  const { t } = useTranslation("public");
  const [ref, inView] = useInViewOnce<HTMLElement>();
  return (
    <section ref={ref} aria-labelledby="statistics" className="bg-primary py-16 text-primary-foreground">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="statistics" className="mb-10 text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {t("landing.stats.heading")}
        </h2>
        <dl className="grid gap-8 text-center sm:grid-cols-3">
          {statistics.map((stat) => (
            <StatisticFigure
              key={stat.key}
              target={stat.target}
              format={stat.format}
              label={t(`landing.stats.${stat.key}`)}
              testId={`stat-${stat.key}`}
              start={inView}
            />
          ))}
        </dl>
      </div>
    </section>
  );
}

interface StatisticFigureProps {
  target: number;
  format: string;
  label: string;
  testId: string;
  start: boolean;
}

/** The moving figure is hidden from screen readers, which read the final figure instead. */
function StatisticFigure({ target, format, label, testId, start }: StatisticFigureProps) {
  const { t } = useTranslation("public");
  const value = useCountUp(target, COUNT_UP_DURATION_MS, start);
  return (
    <div className="flex flex-col-reverse gap-1">
      <dt className="text-blue-100">{label}</dt>
      <dd className="text-4xl font-extrabold tabular-nums">
        <span aria-hidden="true" data-testid={testId}>
          {t(format, { value: formatNumber(value) })}
        </span>
        <span className="sr-only">{t(format, { value: formatNumber(target) })}</span>
      </dd>
    </div>
  );
}
