import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { profiles, user } from "../../db/schema";

/** Where and how to write to an account: its sign-in email and the names a greeting uses. */
export async function accountContact(db: Executor, profileId: string) {
  const [row] = await db
    .select({ email: user.email, firstName: profiles.firstName, contactPerson: profiles.contactPerson, companyName: profiles.companyName })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, profileId));
  return row;
}
