import { z } from "zod";

/**
 * GET /api/public/site-info: who runs the marketplace, as its legal pages name it. Comes from configuration
 * (PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS, SUPPORT_EMAIL, GRIEVANCE_OFFICER_* …), never from the database.
 */
export const siteInfoSchema = z.object({
  legalName: z.string(),
  registeredAddress: z.string(),
  state: z.string(),
  gstin: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  grievanceOfficer: z.object({ name: z.string(), email: z.string(), address: z.string() }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
