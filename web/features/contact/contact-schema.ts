import { z } from "zod";

/** Messages are translation keys of the "public" namespace; the form translates them when it shows them. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, "contact.errors.nameRequired"),
  email: z.string().trim().min(1, "contact.errors.emailRequired").pipe(z.email("contact.errors.emailInvalid")),
  subject: z.string().trim().min(1, "contact.errors.subjectRequired"),
  message: z.string().trim().min(1, "contact.errors.messageRequired"),
});

export type ContactValues = z.infer<typeof contactSchema>;
