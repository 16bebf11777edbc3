import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../test/test-database";
import { createNotificationHub } from "./notification-hub";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe("notification hub", () => {
  it("delivers committed notifications to every subscriber through one LISTEN, never rolled-back ones", async () => {
    let listens = 0;
    const hub = createNotificationHub({
      listen: (channel, cb) => {
        listens++;
        return database.listen(channel, cb);
      },
    });
    const a: unknown[] = [];
    const b: unknown[] = [];
    const [stopA] = await Promise.all([
      hub.subscribe("hub_test", { onMessage: (p) => a.push(p) }),
      hub.subscribe("hub_test", { onMessage: (p) => b.push(p) }),
    ]);
    expect(listens).toBe(1);

    await database.db.transaction(async (tx) => hub.publish(tx, "hub_test", { n: 1 }));
    await database.db
      .transaction(async (tx) => {
        await hub.publish(tx, "hub_test", { n: 2 });
        throw new Error("roll back");
      })
      .catch(() => {});
    await settle();
    expect(a).toEqual([{ n: 1 }]);
    expect(b).toEqual([{ n: 1 }]);

    stopA();
    await hub.publish(database.db, "hub_test", { n: 3 });
    await settle();
    expect(a).toEqual([{ n: 1 }]);
    expect(b).toEqual([{ n: 1 }, { n: 3 }]);
    await hub.close();
  });

  it("tells subscribers when it closes and refuses new ones", async () => {
    const hub = createNotificationHub(database);
    let closed = 0;
    await hub.subscribe("hub_close", { onMessage: () => {}, onClose: () => closed++ });
    await hub.close();
    expect(closed).toBe(1);
    await expect(hub.subscribe("hub_close", { onMessage: () => {} })).rejects.toThrow(/closed/);
  });

  it("asks the subscribers of a channel to re-read when its LISTEN was re-established", async () => {
    const reconnectOf = new Map<string, () => void>();
    const hub = createNotificationHub({
      listen: async (channel, _onPayload, onReconnect) => {
        reconnectOf.set(channel, onReconnect!);
        return async () => {};
      },
    });
    const resynced: string[] = [];
    await hub.subscribe("hub_resync", { onMessage: () => {}, onResync: () => { throw new Error("broken connection"); } });
    await hub.subscribe("hub_resync", { onMessage: () => {}, onResync: () => resynced.push("a") });
    await hub.subscribe("hub_resync", { onMessage: () => {} }); // does not care
    await hub.subscribe("hub_other", { onMessage: () => {}, onResync: () => resynced.push("other") });

    reconnectOf.get("hub_resync")!();
    expect(resynced).toEqual(["a"]);
    await hub.close();
  });

  it("keeps delivering to the others when one subscriber throws", async () => {
    const hub = createNotificationHub(database);
    const got: unknown[] = [];
    await hub.subscribe("hub_throw", { onMessage: () => { throw new Error("broken connection"); } });
    await hub.subscribe("hub_throw", { onMessage: (p) => got.push(p) });
    await hub.publish(database.db, "hub_throw", { ok: true });
    await settle();
    expect(got).toEqual([{ ok: true }]);
    await hub.close();
  });
});
