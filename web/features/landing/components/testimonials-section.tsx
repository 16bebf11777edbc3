import { Quote } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@web/lib/cn";
import { SectionHeading } from "./section-heading";

interface Testimonial {
  name: string;
  company: string;
  quote: string;
}

/**
 * Four static testimonials in an endless 40 s linear loop. The track holds the list twice and slides by half its
 * width, so the loop has no seam; the copy is hidden from assistive technology. Under reduced motion the loop
 * stops and the four cards simply wrap. Hovering pauses it.
 */
export function TestimonialsSection() {
  const { t } = useTranslation("public");
  const testimonials = t("landing.testimonials.items", { returnObjects: true }) as Testimonial[];
  const track = [...testimonials, ...testimonials];

  return (
    <section aria-labelledby="testimonials" className="py-16">
      <SectionHeading id="testimonials" title={t("landing.testimonials.heading")} />
      <div className="overflow-hidden">
        <ul
          data-testid="testimonial-track"
          className="flex w-max animate-marquee hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6 motion-reduce:px-4"
        >
          {track.map((item, index) => {
            const copy = index >= testimonials.length;
            return (
              <li
                key={`${item.name}-${index}`}
                aria-hidden={copy || undefined}
                className={cn("w-80 shrink-0 px-3", copy && "motion-reduce:hidden")}
              >
                <figure className="flex h-full flex-col gap-4 rounded-lg border border-border bg-card p-6 shadow-sm">
                  <Quote aria-hidden="true" className="size-6 text-primary" />
                  <blockquote className="flex-1 text-sm leading-relaxed">{item.quote}</blockquote>
                  <figcaption>
                    <p className="font-semibold">{item.name}</p>
                    <p className="text-sm text-muted-foreground">{item.company}</p>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
