import { MessageSquare } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useCurrentUser } from "@web/lib/current-user";
import { useTranslation } from "react-i18next";
import { loadNamespaces, namespaceT } from "@web/lib/i18n";
import { toastError } from "@web/lib/toast";
import { isResumedEnquiry } from "../enquiry-draft";
import { enquiryTarget, type EnquirySubject } from "../enquiry-target";

// The dialog (Radix's focus trap and layers, then the form) and its texts load when first opened, not with the
// page, which brought only its own texts; pointing at or focusing the button starts them early.
const loadEnquiryDialog = async () => (await Promise.all([import("./enquiry-dialog"), loadNamespaces(["conversations"])]))[0];
const EnquiryDialog = lazy(loadEnquiryDialog);
const preloadEnquiryDialog = () => void loadEnquiryDialog();

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
      <Button size={size} variant="outline" className={className} onClick={onOpen} onPointerEnter={preloadEnquiryDialog} onFocus={preloadEnquiryDialog}>
        <MessageSquare aria-hidden="true" />
        {t("product.contactSeller")}
      </Button>
      {open ? (
        <Suspense fallback={<DialogLoading />}>
          <EnquiryDialog target={target} signedIn={Boolean(me)} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** While the dialog's code arrives: its backdrop and a spinner, so the press shows at once. */
function DialogLoading() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-950/50">
      <Spinner />
    </div>
  );
}
