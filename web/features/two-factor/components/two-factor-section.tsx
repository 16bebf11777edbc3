import { ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useCurrentUser } from "@web/lib/current-user";
import { DisableTwoFactorDialog } from "./disable-two-factor-dialog";
import { TwoFactorEnrolment } from "./two-factor-enrolment";

interface TwoFactorSectionProps {
  /** Called once two-factor is on and the backup codes were acknowledged (the admin enrolment page moves on). */
  onEnabled?: () => void;
  /** Hides the switch-off (administrators must keep it; the server refuses anyway). Defaults to "is an admin". */
  required?: boolean;
}

/** Profile settings: two-factor sign-in with an authenticator app — status, enrol, switch off. */
export function TwoFactorSection({ onEnabled, required }: TwoFactorSectionProps) {
  const { t } = useTranslation("auth");
  const { data: me } = useCurrentUser();
  const [enrolling, setEnrolling] = useState(false);
  const enabled = me?.user.twoFactorEnabled ?? false;
  const mustKeep = required ?? me?.profile.isAdmin ?? false;

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t("twoFactor.title")}</CardTitle>
          {me ? (
            <Badge variant={enabled ? "success" : "secondary"} data-testid="two-factor-status">
              {enabled ? t("twoFactor.statusOn") : t("twoFactor.statusOff")}
            </Badge>
          ) : null}
        </div>
        <CardDescription>{t("twoFactor.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {!me ? (
          <Spinner />
        ) : enrolling ? (
          <TwoFactorEnrolment
            onCancel={() => setEnrolling(false)}
            onDone={() => {
              setEnrolling(false);
              onEnabled?.();
            }}
          />
        ) : enabled ? (
          <div className="flex flex-col gap-3">
            <p className="flex items-center gap-2 text-sm">
              <ShieldCheck aria-hidden="true" className="size-5 text-green-600" />
              {t("twoFactor.onText")}
            </p>
            {mustKeep ? <p className="text-sm text-muted-foreground">{t("twoFactor.requiredForAdmins")}</p> : <DisableTwoFactorDialog />}
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="flex items-center gap-2 text-sm">
              <ShieldOff aria-hidden="true" className="size-5 text-muted-foreground" />
              {t("twoFactor.offText")}
            </p>
            <Button className="self-start" onClick={() => setEnrolling(true)}>
              {t("twoFactor.setUp")}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
