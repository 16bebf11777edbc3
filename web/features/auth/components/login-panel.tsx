import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation } from "react-router";
import { localisedPath, type Language } from "@domain/languages";
import { PageSpinner } from "@web/components/ui/spinner";
import { useCurrentUser } from "@web/lib/current-user";
import { currentLanguage } from "@web/lib/i18n";
import { chooseLanguage, hasChosenLanguage } from "@web/lib/language-choice";
import { destinationAfterSignIn, stateAfterSignIn, useCompleteSignIn } from "../use-complete-sign-in";
import { AuthCard } from "./auth-card";
import { CredentialsForm } from "./credentials-form";
import { SecondFactorForm } from "./second-factor-form";

/**
 * Sign-in: email and password, then the authenticator code when the account has two-factor on. Once there is a
 * session (just now, or from before) the user moves on to where they were going.
 */
export function LoginPanel() {
  const { t } = useTranslation("auth");
  const location = useLocation();
  const { data: me, isPending } = useCurrentUser();
  const [step, setStep] = useState<"credentials" | "second-factor">("credentials");
  const completeSignIn = useCompleteSignIn();

  if (isPending) return <PageSpinner />;
  if (me) {
    // A browser with no language chosen yet follows the account's: its dashboard opens in the account's language.
    if (me.profile.language !== currentLanguage() && !hasChosenLanguage()) {
      return <OpenInLanguage language={me.profile.language} to={destinationAfterSignIn(me, location.state, location.search)} />;
    }
    return <Navigate to={destinationAfterSignIn(me, location.state, location.search)} state={stateAfterSignIn(location.state, location.search)} replace />;
  }

  if (step === "second-factor") {
    return (
      <AuthCard title={t("secondFactor.title")} description={t("secondFactor.description")}>
        <SecondFactorForm onSignedIn={completeSignIn} onRestart={() => setStep("credentials")} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t("login.title")}
      description={t("login.description")}
      footer={
        <>
          {t("login.noAccount")}{" "}
          <Link to="/register" className="tap-target font-medium text-primary hover:underline">
            {t("login.registerLink")}
          </Link>
        </>
      }
    >
      <CredentialsForm onSignedIn={completeSignIn} onSecondFactor={() => setStep("second-factor")} />
    </AuthCard>
  );
}

/** Keeps the account's language as this browser's choice and opens the page at that language's address. */
function OpenInLanguage({ language, to }: { language: Language; to: string }) {
  useEffect(() => {
    void chooseLanguage(language).then(() => window.location.replace(localisedPath(to, language)));
  }, [language, to]);
  return <PageSpinner />;
}
