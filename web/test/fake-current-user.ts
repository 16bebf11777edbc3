import type { CurrentUser } from "@web/lib/current-user";

/** A signed-in user for tests; override any profile field. */
export function fakeCurrentUser(profile: Partial<CurrentUser["profile"]> = {}): CurrentUser {
  return {
    user: { id: "u1", email: "asha@example.in", emailVerified: true, twoFactorEnabled: false },
    profile: {
      accountType: "buyer",
      isAdmin: false,
      isVerified: false,
      isActive: true,
      contactPerson: null,
      firstName: null,
      lastName: null,
      companyName: null,
      phone: null,
      businessSubtype: null,
      gstNumber: null,
      shippingAddress: null,
      billingAddress: null,
      subscriptionPlanName: null,
      language: "en",
      ...profile,
    },
  };
}
