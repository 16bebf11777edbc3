import { and, eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language } from "@domain/languages";
import type { Executor } from "../../db/client";
import { profiles, user } from "../../db/schema";

/** Where and how to write to an account: its sign-in email, the names a greeting uses and the language it reads. */
export async function accountContact(db: Executor, profileId: string) {
  const [row] = await db
    .select({
      email: user.email,
      firstName: profiles.firstName,
      contactPerson: profiles.contactPerson,
      companyName: profiles.companyName,
      language: profiles.language,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, profileId));
  return row;
}

/** The language an account's emails and documents are written in (English for a user without a profile). */
export async function accountLanguage(db: Executor, userId: string): Promise<Language> {
  const [row] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId));
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** The active administrators, who hear of what needs a person's attention, each in their own language. */
export function activeAdmins(db: Executor) {
  return db
    .select({ email: user.email, language: profiles.language })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(eq(profiles.isAdmin, true), eq(profiles.isActive, true)));
}
