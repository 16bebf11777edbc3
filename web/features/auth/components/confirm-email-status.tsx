import { CircleCheck, Clock, MailWarning } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { EmailVerificationResponse } from "@domain/schemas/account";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { useCurrentUser } from "@web/lib/current-user";
import { useConfirmEmail } from "../api/confirm-email";
import { ResendVerificationForm } from "./resend-verification-form";

/** The spec's limit before "Verification Taking Long". */
const TIMEOUT_MS = 5000;

type State =
  | { kind: "verifying" }
  | { kind: "success"; answer: EmailVerificationResponse | null }
  | { kind: "timeout" }
  | { kind: "failed"; message: string };

/** Verifying → success, or timeout after 5 s; an expired or reused link says so and offers a new one. */
export function ConfirmEmailStatus({ token }: { token: string | null }) {
  const { t } = useTranslation("auth");
  const { data: me } = useCurrentUser();
  const confirm = useConfirmEmail();
  const [state, setState] = useState<State>({ kind: "verifying" });
  const started = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => setState((s) => (s.kind === "verifying" ? { kind: "timeout" } : s)), TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) return; // No link: success only if the signed-in session already has a confirmed email.
    confirm.mutate(token, {
      onSuccess: (answer) => setState({ kind: "success", answer }),
      onError: (error) => setState({ kind: "failed", message: errorMessage(error) }),
    });
  }, [confirm, token]);

  useEffect(() => {
    if (!token && me?.user.emailVerified) setState({ kind: "success", answer: null });
  }, [me, token]);

  if (state.kind === "verifying") {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <Spinner label={t("verify.verifying")} />
        <p>{t("verify.verifying")}</p>
      </div>
    );
  }
  if (state.kind === "timeout") {
    return (
      <div className="flex flex-col items-center gap-3 py-4 text-center">
        <Clock aria-hidden="true" className="size-10 text-amber-600" />
        <h2 className="text-lg font-semibold">{t("verify.timeoutTitle")}</h2>
        <p className="text-sm text-muted-foreground">{t("verify.timeoutText")}</p>
        <Button asChild variant="outline">
          <Link to="/login">{t("verify.goToLogin")}</Link>
        </Button>
      </div>
    );
  }
  if (state.kind === "failed") {
    return (
      <div className="flex flex-col gap-4">
        <div className="flex flex-col items-center gap-3 text-center">
          <MailWarning aria-hidden="true" className="size-10 text-destructive" />
          <h2 className="text-lg font-semibold">{t("verify.failedTitle")}</h2>
          <p className="text-sm text-muted-foreground">{state.message}</p>
        </div>
        <ResendVerificationForm />
      </div>
    );
  }
  const accountType = state.answer?.accountType ?? me?.profile.accountType;
  const dashboard = accountType === "seller" ? "/seller-dashboard" : "/buyer-dashboard";
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <CircleCheck aria-hidden="true" className="size-10 text-green-600" />
      <h2 className="text-lg font-semibold">
        {state.answer?.result === "already_verified" ? t("verify.alreadyTitle") : t("verify.successTitle")}
      </h2>
      <p className="text-sm text-muted-foreground">{me ? t("verify.successSignedIn") : t("verify.successText")}</p>
      <Button asChild>
        {me ? (
          <Link to={dashboard}>{accountType === "seller" ? t("verify.sellerDashboard") : t("verify.buyerDashboard")}</Link>
        ) : (
          <Link to="/login" state={{ from: dashboard }}>
            {t("verify.continueToLogin")}
          </Link>
        )}
      </Button>
    </div>
  );
}
