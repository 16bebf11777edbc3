import { eq } from "drizzle-orm";
import type { Language } from "@domain/languages";
import type { Executor } from "../../db/client";
import { profiles } from "../../db/schema";

/** Keeps the language on the account, so that its emails and documents are written in it from now on. */
export async function setAccountLanguage(db: Executor, userId: string, language: Language): Promise<void> {
  await db.update(profiles).set({ language }).where(eq(profiles.id, userId));
}
