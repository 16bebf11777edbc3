// @vitest-environment jsdom
import { cleanup, renderHook } from "@testing-library/react";
import i18next from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import hiCommon from "../../locales/hi/common.json";
import { planTextSlug, usePlanFeature, usePlanLevel } from "./plan-text";

afterEach(cleanup);

const hindiTexts = i18next.createInstance();
void hindiTexts.use(initReactI18next).init({ lng: "hi", resources: { hi: { common: hiCommon } }, defaultNS: "common", initAsync: false });
const hindi = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={hindiTexts}>{children}</I18nextProvider>;

describe("plan texts", () => {
  it("keys a text by its slug", () => {
    expect(planTextSlug(" Email and Chat ")).toBe("email-and-chat");
    expect(planTextSlug("24x7 support")).toBe("24x7-support");
  });

  it("shows the seeded levels and features in Hindi, anything else an admin wrote as written", () => {
    const { result: level } = renderHook(() => usePlanLevel(), { wrapper: hindi });
    const { result: feature } = renderHook(() => usePlanFeature(), { wrapper: hindi });
    expect(level.current("Email Only")).toBe("सिर्फ़ ईमेल");
    expect(level.current("Platinum")).toBe("Platinum");
    expect(level.current("…")).toBe("…");
    expect(feature.current("Verified seller badge")).toBe("सत्यापित विक्रेता बैज");
    expect(feature.current("Free delivery: 2 days")).toBe("Free delivery: 2 days");
  });
});
