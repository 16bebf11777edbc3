import { formatMonth } from "@web/lib/format-date";
import { FormField } from "./form-field";
import { Select } from "./select";

/** A labelled picker of India months ("2026-11"), shown as "Nov 2026"; pass them newest first. */
export function MonthSelect({ label, months, value, onChange }: { label: string; months: readonly string[]; value: string; onChange: (month: string) => void }) {
  return (
    <FormField label={label}>
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        {months.map((month) => (
          <option key={month} value={month}>
            {formatMonth(month)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
