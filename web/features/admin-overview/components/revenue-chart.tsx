import { formatINR } from "@domain/money";
import type { AdminOverview } from "@domain/schemas/admin-overview";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** Revenue per India day for the last 30 days (recharts; this module is loaded only on the admin dashboard). */
export default function RevenueChart({ days }: { days: AdminOverview["revenueByDay"] }) {
  const { t } = useTranslation("admin");
  const data = days.map((day) => ({ date: day.date.slice(5), rupees: day.revenue / 100, paise: day.revenue }));
  return (
    <figure aria-label={t("overview.revenueChartLabel")} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis tick={{ fontSize: 11 }} width={64} tickFormatter={(value: number) => `₹${Math.round(value).toLocaleString("en-IN")}`} />
          <Tooltip formatter={(_value, _name, item) => formatINR((item.payload as { paise: number }).paise)} />
          <Bar dataKey="rupees" name={t("overview.revenue")} fill="#1d4ed8" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
