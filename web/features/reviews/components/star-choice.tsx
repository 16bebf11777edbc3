import { STARS } from "@domain/reviews";
import { Star } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFieldErrorText } from "@web/lib/field-error-text";
import { cn } from "@web/lib/cn";

interface StarChoiceProps {
  value: number | undefined;
  onChange: (stars: number) => void;
  /** The field's error (a translation key of the shared schema, or a text). */
  error?: string;
}

/**
 * The review's required 1–5 stars as a radio group ("1 star" … "5 stars"): native radios, so arrow keys move
 * between them and a screen reader announces the group and the choice; the stars up to the choice are filled.
 */
export function StarChoice({ value, onChange, error }: StarChoiceProps) {
  const { t } = useTranslation("reviews");
  const name = useId();
  const errorId = `${name}-error`;
  const errorText = useFieldErrorText(error);
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={errorText ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">
        {t("write.rating")}
        <span aria-hidden="true" className="text-destructive">
          {" "}
          *
        </span>
      </legend>
      <div className="flex gap-1">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="relative flex size-11 items-center justify-center rounded-md has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              // Transparent over the whole star: the star is what is clicked or tapped, and the radio is what gets it.
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
              aria-label={t("write.star", { count: stars })}
            />
            <Star aria-hidden="true" className={cn("pointer-events-none size-8", value !== undefined && stars <= value ? "fill-amber-400 text-amber-500" : "text-muted-foreground")} />
          </label>
        ))}
      </div>
      {errorText ? (
        <p id={errorId} className="text-sm text-destructive">
          {errorText}
        </p>
      ) : null}
    </fieldset>
  );
}
