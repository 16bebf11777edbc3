import { useTranslation } from "react-i18next";
import { formatDate } from "@web/lib/format-date";
import { StarRating } from "./star-rating";

/** The review as its writer left it: stars, title, text, who and when ("edited" once changed). Plain text only. */
export function ReviewText({
  review,
}: {
  review: { stars: number; title: string; text: string; reviewer?: string | null; createdAt: string; edited: boolean };
}) {
  const { t } = useTranslation("reviews");
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating stars={review.stars} />
        {review.title ? <p className="font-semibold break-words">{review.title}</p> : null}
      </div>
      {review.text ? <p className="text-sm whitespace-pre-line break-words">{review.text}</p> : null}
      <p className="text-xs text-muted-foreground">
        {review.reviewer !== undefined ? `${review.reviewer ?? t("moderation.verifiedBuyer")} · ` : null}
        {formatDate(review.createdAt)}
        {review.edited ? ` · ${t("moderation.edited")}` : null}
      </p>
    </div>
  );
}
