import { createEmailVerificationToken } from "better-auth/api";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, localisedPath } from "@domain/languages";
import { normaliseIndianMobile } from "@domain/india/mobile";
import type { RegistrationInput } from "@domain/schemas/registration";
import type { AppContext } from "../../app-context";
import { createUserWithProfile } from "../../db/seed/factories";
import { profiles, user } from "../../db/schema";
import type { Executor } from "../../db/client";
import { isUniqueViolation } from "../../db/constraint-errors";
import { registrationAttemptEmail, verificationEmail } from "../../platform/email/account-emails";
import { enqueueEmail } from "../../platform/email/outbox";
import { assertNotCommonPassword } from "./common-passwords";
import { EMAIL_VERIFICATION_SECONDS, verificationLink } from "./email-verification-link";

/**
 * Creates the user, the password credential and the profile with the registration data in one transaction, and
 * queues the verification email in the same transaction: either all of it exists or none of it does.
 * The input has passed `registrationSchema` (shapes, GSTIN, mobile, business type for the account type).
 *
 * An address that already has an account gets the same answer, in about the same time (the password is hashed
 * either way), so registration cannot be used to find out who has an account; the owner is emailed instead.
 */
export async function registerAccount(ctx: AppContext, input: RegistrationInput) {
  assertNotCommonPassword(input.password);
  const { secret } = await ctx.auth.$context;
  const answer = { email: input.email, verificationEmailSent: true as const };
  const language = input.language ?? DEFAULT_LANGUAGE;
  try {
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, input.email));
      if (existing) {
        await hashPassword(input.password);
        await tellOwnerOfAttempt(ctx, tx, input.email);
        return;
      }
      const profile = await createUserWithProfile(tx, {
        email: input.email,
        password: input.password,
        emailVerified: false,
        accountType: input.accountType,
        isAdmin: false,
        isVerified: false,
        isActive: true,
        contactPerson: input.contactPerson,
        companyName: input.companyName,
        phone: normaliseIndianMobile(input.phone) ?? input.phone,
        businessSubtype: input.businessSubtype,
        gstNumber: input.accountType === "seller" ? (input.gstNumber ?? null) : null,
        language,
      });
      const token = await createEmailVerificationToken(secret, input.email, undefined, EMAIL_VERIFICATION_SECONDS, {
        userId: profile.id,
      });
      await enqueueEmail(tx, verificationEmail(input.email, input.contactPerson, verificationLink(ctx.config, token, language), language));
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides, and the loser's owner is told as above.
    if (!isUniqueViolation(error)) throw error;
    await tellOwnerOfAttempt(ctx, ctx.db, input.email);
  }
  return answer;
}

/** The owner is written to in the language of their account, whatever language the attempt was made in. */
async function tellOwnerOfAttempt(ctx: AppContext, db: Executor, email: string) {
  const [owner] = await db.select({ language: profiles.language }).from(user).innerJoin(profiles, eq(profiles.id, user.id)).where(eq(user.email, email));
  const language = owner?.language ?? DEFAULT_LANGUAGE;
  await enqueueEmail(db, registrationAttemptEmail(email, `${ctx.config.publicUrl}${localisedPath("/login", language)}`, language));
}
