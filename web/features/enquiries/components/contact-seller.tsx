import { MessageSquare } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { useCurrentUser } from "@web/lib/current-user";
import { namespaceT } from "@web/lib/i18n";
import { toastError } from "@web/lib/toast";
import { isResumedEnquiry } from "../enquiry-draft";
import { enquiryTarget, type EnquirySubject, type EnquiryTarget } from "../enquiry-target";

// The form (react-hook-form, zod, the shared schema) loads when the dialog first opens, not with the product page.
const EnquiryForm = lazy(() => import("./enquiry-form"));

type ContactSellerProps = EnquirySubject & { size?: ButtonProps["size"]; className?: string };

/**
 * Contact Seller / Get Best Price: a button opening the enquiry dialog, for a product (`product={{ id, name,
 * minOrderQuantity }}`) or a seller (`seller={{ id, companyName }}`). A visitor may fill it in; sending takes them to
 * sign in, and they come back to this page with the dialog open and their text in it. A seller account is told a
 * buyer account is needed.
 */
export function ContactSeller({ size = "lg", className, ...subject }: ContactSellerProps) {
  const { t } = useTranslation("catalog");
  const target = enquiryTarget(subject);
  const { data: me } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const resumed = useRef<string | null>(null);
  const { kind, id } = target;

  // Back from sign-in for this target: reopen the dialog once, and drop the intent so a reload does not.
  useEffect(() => {
    if (resumed.current === location.key || !isResumedEnquiry(location.state, { kind, id })) return;
    resumed.current = location.key;
    void navigate(location.pathname + location.search, { replace: true, state: null });
    setOpen(true);
  }, [location, navigate, kind, id]);

  const mayEnquire = !me || me.profile.accountType === "buyer" || me.profile.isAdmin;
  const onOpen = () => {
    if (mayEnquire) return setOpen(true);
    void namespaceT("conversations").then((tc) => toastError(tc("enquiry.buyerAccountNeeded"), tc("enquiry.buyerAccountNeededText")));
  };

  return (
    <>
      <Button size={size} variant="outline" className={className} onClick={onOpen}>
        <MessageSquare aria-hidden="true" />
        {t("product.contactSeller")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? <EnquiryDialogContent target={target} signedIn={Boolean(me)} onClose={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function EnquiryDialogContent({ target, signedIn, onClose }: { target: EnquiryTarget; signedIn: boolean; onClose: () => void }) {
  const { t } = useTranslation("conversations");
  const company = target.kind === "seller" ? (target.name ?? t("enquiry.theSeller")) : t("enquiry.theSeller");
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{target.kind === "product" ? t("enquiry.title") : t("enquiry.titleSeller", { company })}</DialogTitle>
        <DialogDescription>
          {target.kind === "product" ? t("enquiry.descriptionProduct", { product: target.name }) : t("enquiry.description", { company })}
        </DialogDescription>
      </DialogHeader>
      <Suspense fallback={<Spinner className="py-8" />}>
        <EnquiryForm target={target} signedIn={signedIn} onClose={onClose} />
      </Suspense>
    </DialogContent>
  );
}
