// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import i18next from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import enCommon from "../../../locales/en/common.json";
import { TcsSplit } from "./tcs-split";

afterEach(cleanup);

const texts = i18next.createInstance();
void texts.use(initReactI18next).init({ lng: "en", resources: { en: { common: enCommon } }, defaultNS: "common", initAsync: false });
const english = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={texts}>{children}</I18nextProvider>;

describe("TcsSplit", () => {
  it("shows CGST + SGST within a state, IGST across states, and nothing without TCS", () => {
    const intra = render(<TcsSplit tcs={{ cgst: 2_500, sgst: 2_500, igst: 0, total: 5_000 }} />, { wrapper: english });
    expect(intra.container.textContent).toBe("CGST ₹25.00 + SGST ₹25.00");
    cleanup();
    const inter = render(<TcsSplit tcs={{ cgst: 0, sgst: 0, igst: 847, total: 847 }} />, { wrapper: english });
    expect(inter.container.textContent).toBe("IGST ₹8.47");
    cleanup();
    expect(render(<TcsSplit tcs={{ cgst: 0, sgst: 0, igst: 0, total: 0 }} />, { wrapper: english }).container.textContent).toBe("");
  });
});
