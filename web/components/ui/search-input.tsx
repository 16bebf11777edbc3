import { useEffect, useRef, useState } from "react";
import { FormField } from "./form-field";
import { Input } from "./input";

const SEARCH_DELAY_MS = 300;

/**
 * A labelled search box that reports its trimmed text (undefined when empty) once typing pauses; `initialText` is
 * what it starts with (already in force, so not reported again).
 */
export function SearchInput({
  label,
  placeholder,
  initialText = "",
  onSearch,
}: {
  label: string;
  placeholder?: string;
  initialText?: string;
  onSearch: (text: string | undefined) => void;
}) {
  const [text, setText] = useState(initialText);
  const reported = useRef<string | undefined>(initialText.trim() || undefined);
  const report = useRef(onSearch);
  report.current = onSearch;

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = text.trim() || undefined;
      if (next === reported.current) return;
      reported.current = next;
      report.current(next);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <FormField label={label}>
      <Input type="search" value={text} maxLength={100} placeholder={placeholder} onChange={(event) => setText(event.target.value)} />
    </FormField>
  );
}
