import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { useCurrentUser } from "@web/lib/current-user";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useSetWishlisted } from "../api/set-wishlisted";
import { useWishlistStatus } from "../api/wishlist-status";

/**
 * The product page's Wishlist button: saves or removes the product for a buyer (or an admin). A visitor is asked to
 * log in; sellers have no wishlist, so they see nothing. Drop in with `<WishlistButton productId={id} size="lg" />`.
 */
export function WishlistButton({ productId, size, className }: { productId: string; size?: ButtonProps["size"]; className?: string }) {
  const { t } = useTranslation("buyer");
  const navigate = useNavigate();
  const location = useLocation();
  const { data: me, isPending: meLoading } = useCurrentUser();
  const hasWishlist = Boolean(me && (me.profile.accountType === "buyer" || me.profile.isAdmin));
  const status = useWishlistStatus(productId, hasWishlist);
  const setWishlisted = useSetWishlisted();

  if (me && !hasWishlist) return null;
  const saved = status.data?.saved ?? false;

  const onClick = () => {
    if (!me) {
      toastError(t("wishlist.authRequired"), t("wishlist.authRequiredText"));
      void navigate("/login", { state: { from: location.pathname + location.search } });
      return;
    }
    setWishlisted.mutate(
      { productId, saved: !saved },
      {
        onSuccess: (next) => toastSuccess(next.saved ? t("wishlist.addedToast") : t("wishlist.removedToast")),
        onError: (error) => toastError(t("wishlist.failed"), errorMessage(error)),
      },
    );
  };

  return (
    <Button
      variant="outline"
      size={size}
      className={className}
      onClick={onClick}
      disabled={meLoading || (hasWishlist && status.isPending) || setWishlisted.isPending}
    >
      <Heart aria-hidden="true" className={cn(saved && "fill-red-600 text-red-600")} />
      {saved ? t("wishlist.saved") : t("wishlist.add")}
    </Button>
  );
}
