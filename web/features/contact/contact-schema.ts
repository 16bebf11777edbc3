import { z } from "zod";

/** Messages are translation keys of the "public" namespace; FormField shows them in the page's language. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, "public:contact.errors.nameRequired"),
  email: z.string().trim().min(1, "public:contact.errors.emailRequired").pipe(z.email("public:contact.errors.emailInvalid")),
  subject: z.string().trim().min(1, "public:contact.errors.subjectRequired"),
  message: z.string().trim().min(1, "public:contact.errors.messageRequired"),
});

export type ContactValues = z.infer<typeof contactSchema>;
