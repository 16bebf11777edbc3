import { basisPointsToPercent, feePercentToBasisPoints } from "@domain/payouts";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { platformSettings } from "../../db/schema";
import { recordAdminAction } from "../audit/record-admin-action";
import { globalFeeBasisPoints } from "../payouts/platform-fee-snapshot";

const KEY = "global_platform_fee";

/** The global fee in percent: as saved, or the default 5 (a setting never saved is not an error). */
export async function getGlobalFeePercent(db: Executor): Promise<number> {
  return basisPointsToPercent(await globalFeeBasisPoints(db));
}

/** Saves the global fee (a JSON number, as the reader expects) and audits the change; new orders snapshot it. */
export async function setGlobalFeePercent(ctx: AppContext, adminId: string, percent: number): Promise<number> {
  const saved = basisPointsToPercent(feePercentToBasisPoints(percent));
  await ctx.db.transaction(async (tx) => {
    const before = await getGlobalFeePercent(tx);
    await tx.insert(platformSettings).values({ key: KEY, value: saved }).onConflictDoUpdate({ target: platformSettings.key, set: { value: saved } });
    await recordAdminAction(tx, { actorId: adminId, action: "settings.global_fee", entityType: "platform_setting", entityId: KEY, before: { percent: before }, after: { percent: saved } });
  });
  return saved;
}
