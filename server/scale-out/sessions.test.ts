import { afterAll, describe, expect, it } from "vitest";
import { Client } from "./client";
import { cluster, processUrl, skipReason } from "./cluster-info";
import { createBuyers, openClusterDatabase, PASSWORD } from "./seed";

describe.skipIf(!cluster)(`sessions across three processes${skipReason ? ` (${skipReason})` : ""}`, () => {
  const database = cluster ? openClusterDatabase(cluster) : undefined;
  afterAll(async () => database?.close());

  it("a session made on one process is honoured by the others, and signing out on one ends it on all", async () => {
    const [buyer] = await createBuyers(database!.db, 1);
    const client = new Client(cluster!.nginxUrl);
    await client.signIn(processUrl(0), buyer!.email, PASSWORD);

    for (const base of [processUrl(0), processUrl(1), processUrl(2), cluster!.nginxUrl]) {
      const me = await client.send(base, "/api/account/me");
      expect(me.status, base).toBe(200);
      expect(me.json<{ user: { id: string } }>().user.id).toBe(buyer!.id);
    }

    expect((await client.send(processUrl(2), "/api/auth/sign-out", { method: "POST", body: {} })).status).toBe(200);
    for (const base of [processUrl(0), processUrl(1), processUrl(2), cluster!.nginxUrl]) {
      expect((await client.send(base, "/api/account/me")).status, base).toBe(401);
    }
  });
});
