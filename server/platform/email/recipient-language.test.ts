import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { profiles, user } from "../../db/schema";
import { createUserWithProfile } from "../../db/seed/factories";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { latestEmail } from "../../test/outbox";
import { signInAs } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";

/** Every email goes out in its recipient's language (the account's), with links to the pages in that language. */

let app: App;
let seller: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  seller = await signInAs(app, "seller");
});
afterAll(async () => app.close());

let n = 0;
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${++n}@example.in`;
const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: "POST", url, headers: { origin: TEST_ORIGIN }, payload });

async function orderStatusEmailTo(buyer: { profile: { id: string }; email: string }) {
  const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
  const { order } = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 1 }] });
  const res = await app.inject({ method: "PATCH", url: `/api/seller/orders/${order.id}/status`, headers: seller.headers, payload: { status: "Processing" } });
  expect(res.statusCode).toBe(200);
  return { order, shown: order.orderNumber, mail: await latestEmail(app, buyer.email) };
}

describe("order status emails", () => {
  it("tell a Hindi-speaking buyer in Hindi, with the status as the glossary names it and a link to the Hindi page", async () => {
    const buyer = await signInAs(app, "buyer", { firstName: "आशा", language: "hi" });
    const { order, shown, mail } = await orderStatusEmailTo(buyer);
    expect(mail.subject).toBe(`आपके ऑर्डर ${shown} का स्टेटस अब: प्रोसेसिंग में`);
    expect(mail.textBody).toBe(
      [
        "नमस्ते आशा,",
        "विक्रेता ने आपका ऑर्डर स्वीकार कर लिया है और उसे तैयार कर रहा है।",
        "",
        "अपना ऑर्डर देखें:",
        `${TEST_ORIGIN}/hi/buyer-dashboard/orders/${order.id}`,
        "",
        "जब भी आपके ऑर्डर का स्टेटस बदलेगा, आपको ऐसा एक ईमेल मिलेगा।",
        "",
        "— BulkBazaar",
      ].join("\n"),
    );
    expect(mail.htmlBody).toContain('<div lang="hi"');
    expect(mail.htmlBody).toContain("या यह लिंक खोलें:");
  });

  it("read exactly as before in English", async () => {
    const buyer = await signInAs(app, "buyer", { firstName: "Asha" });
    const { order, shown, mail } = await orderStatusEmailTo(buyer);
    expect(mail.subject).toBe(`Your order ${shown} is now Processing`);
    expect(mail.textBody).toBe(
      [
        "Hello Asha,",
        "The seller has accepted your order and is preparing it.",
        "",
        "View your order:",
        `${TEST_ORIGIN}/buyer-dashboard/orders/${order.id}`,
        "",
        "You will get an email like this each time the status of your order changes.",
        "",
        "— BulkBazaar",
      ].join("\n"),
    );
    expect(mail.htmlBody).toContain("Or open this link:");
  });

  it("escape the names they carry in HTML, in either language, and leave the text as written", async () => {
    const buyer = await signInAs(app, "buyer", { firstName: `<b>Asha & "Co"</b>`, language: "hi" });
    const { mail } = await orderStatusEmailTo(buyer);
    expect(mail.textBody).toContain(`नमस्ते <b>Asha & "Co"</b>,`);
    expect(mail.htmlBody).toContain("<p>नमस्ते &lt;b&gt;Asha &amp; &quot;Co&quot;&lt;/b&gt;,</p>");
    expect(mail.htmlBody).not.toContain("<b>Asha");
  });
});

describe("account emails", () => {
  it("register in Hindi: the language is kept on the account and the verification email is Hindi, linking the Hindi page", async () => {
    const email = uniqueEmail("hindi-buyer");
    const res = await post("/api/public/register", {
      contactPerson: "रवि कुमार",
      email,
      accountType: "buyer",
      businessSubtype: "retailer",
      companyName: "Kumar General Stores",
      phone: "9876543210",
      password: "Kesar#Mango41",
      language: "hi",
    });
    expect(res.statusCode).toBe(201);
    const [profile] = await app.ctx.db.select({ language: profiles.language }).from(profiles).innerJoin(user, eq(user.id, profiles.id)).where(eq(user.email, email));
    expect(profile).toEqual({ language: "hi" });

    const mail = await latestEmail(app, email);
    expect(mail.subject).toBe("अपना BulkBazaar ईमेल सत्यापित करें");
    expect(mail.textBody).toContain("नमस्ते रवि कुमार,\nBulkBazaar में आपका स्वागत है।");
    expect(mail.textBody).toContain("मेरा ईमेल सत्यापित करें:");
    expect(mail.links[0]).toMatch(new RegExp(`^${TEST_ORIGIN}/hi/confirm-email\\?token=`));

    // Asking for the email again (better-auth's route) writes in the account's language too.
    expect((await post("/api/auth/send-verification-email", { email })).statusCode).toBe(200);
    const again = await latestEmail(app, email);
    expect(again.id).not.toBe(mail.id);
    expect(again.subject).toBe("अपना BulkBazaar ईमेल सत्यापित करें");
    expect(again.links[0]).toMatch(new RegExp(`^${TEST_ORIGIN}/hi/confirm-email\\?token=`));

    // Someone registering that address again, in English: the owner is told in the owner's language.
    await post("/api/public/register", {
      contactPerson: "Someone",
      email,
      accountType: "buyer",
      businessSubtype: "retailer",
      companyName: "Other",
      phone: "9876543211",
      password: "Kesar#Mango42",
      language: "en",
    });
    const attempt = await latestEmail(app, email);
    expect(attempt.subject).toBe("किसी ने आपके ईमेल से रजिस्टर करने की कोशिश की");
    expect(attempt.links).toEqual([`${TEST_ORIGIN}/hi/login`]);
  });

  it("register without a language: English, as before", async () => {
    const email = uniqueEmail("english-buyer");
    await post("/api/public/register", {
      contactPerson: "Ravi Kumar",
      email,
      accountType: "buyer",
      businessSubtype: "retailer",
      companyName: "Kumar General Stores",
      phone: "9876543210",
      password: "Kesar#Mango41",
    });
    const mail = await latestEmail(app, email);
    expect(mail.subject).toBe("Verify your BulkBazaar email");
    expect(mail.textBody).toContain("Hello Ravi Kumar,\nWelcome to BulkBazaar. Confirm your email address to start trading.");
    expect(mail.links[0]).toMatch(new RegExp(`^${TEST_ORIGIN}/confirm-email\\?token=`));
  });

  it("password reset in Hindi: a Hindi email whose link lands on the Hindi reset page", async () => {
    const email = uniqueEmail("hindi-seller");
    await createUserWithProfile(app.ctx.db, { email, password: "Kesar#Mango41", accountType: "seller", language: "hi" });
    expect((await post("/api/auth/request-password-reset", { email })).statusCode).toBe(200);
    const mail = await latestEmail(app, email);
    expect(mail.subject).toBe("अपना BulkBazaar पासवर्ड रीसेट करें");
    expect(mail.textBody).toContain("किसी ने आपके BulkBazaar खाते का पासवर्ड रीसेट करने का अनुरोध किया है।");
    expect(mail.textBody).toContain("नया पासवर्ड सेट करें:");
    expect(mail.textBody).toContain("यह लिंक एक घंटे तक मान्य है");
    const res = await app.inject({ url: mail.links[0]!.replace(TEST_ORIGIN, "") });
    expect(res.statusCode).toBe(302);
    const landing = new URL(res.headers.location as string);
    expect(landing.origin + landing.pathname).toBe(`${TEST_ORIGIN}/hi/reset-password`);
    expect(landing.searchParams.get("token")).toBeTruthy();
  });

  it("follows the account's current language: a user who switched to Hindi gets Hindi from then on", async () => {
    const { headers, email } = await signInAs(app, "buyer");
    expect((await app.inject({ method: "PUT", url: "/api/account/language", headers, payload: { language: "hi" } })).statusCode).toBe(200);
    await post("/api/auth/request-password-reset", { email });
    expect((await latestEmail(app, email)).subject).toBe("अपना BulkBazaar पासवर्ड रीसेट करें");
  });
});
