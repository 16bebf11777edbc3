import { ThumbsUp } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { useCurrentUser } from "@web/lib/current-user";
import { formatNumber } from "@web/lib/format-date";
import { toastError } from "@web/lib/toast";
import { useHelpfulVote } from "../api/product-reviews";

/**
 * "Was this helpful? (n)": a toggle (pressed once voted) for a signed-in reader; a visitor is asked to sign in first,
 * and comes back to this page afterwards.
 */
export function HelpfulButton({ productId, review }: { productId: string; review: { id: string; helpfulCount: number; votedHelpful: boolean } }) {
  const { t } = useTranslation("reviews");
  const location = useLocation();
  const { data: me, isPending: meLoading } = useCurrentUser();
  const vote = useHelpfulVote(productId);
  const [askSignIn, setAskSignIn] = useState(false);

  const onClick = () => {
    if (!me) {
      setAskSignIn(true);
      return;
    }
    vote.mutate({ reviewId: review.id, helpful: !review.votedHelpful }, { onError: (error) => toastError(t("productPage.voteFailed"), errorMessage(error)) });
  };

  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        aria-pressed={me ? review.votedHelpful : undefined}
        disabled={meLoading || vote.isPending}
        onClick={onClick}
      >
        <ThumbsUp aria-hidden="true" className={cn(review.votedHelpful && "fill-primary text-primary")} />
        {t("productPage.helpful", { formatted: formatNumber(review.helpfulCount) })}
      </Button>
      {askSignIn && !me ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("productPage.signInToVote")}{" "}
          <Link to="/login" state={{ from: location.pathname + location.search }} className="tap-target font-medium text-primary underline-offset-4 hover:underline">
            {t("productPage.signIn")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
