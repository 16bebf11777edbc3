import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { createCashfreeClient, type CashfreeClient } from "./cashfree-client";
import { createInProcessFetch } from "./in-process-fetch";

export type PaymentMode = Config["cashfree"]["env"];

const CASHFREE_BASE_URLS = { sandbox: "https://sandbox.cashfree.com", production: "https://api.cashfree.com" } as const;

/** Where the simulator is mounted in our own server: its API under /simulator/pg, its hosted page under /simulator/checkout. */
export const SIMULATOR_PREFIX = "/simulator";

/** The payment provider as the rest of the app sees it: `ctx.payments`. */
export type PaymentGateway = {
  mode: PaymentMode;
  cashfree: CashfreeClient;
  /** Webhooks are signed with the client secret. */
  webhookSecret: string;
  /** The `fetch` used to reach the provider; the simulator delivers webhooks with it too. */
  fetch: typeof fetch;
};

/** Cashfree sandbox or production with real keys, or the built-in simulator (never in production; config refuses it). */
export function createPaymentGateway(config: Config, app: Pick<FastifyInstance, "inject">): PaymentGateway {
  const { env, clientId, clientSecret } = config.cashfree;
  const simulated = env === "simulator";
  const doFetch = simulated ? createInProcessFetch(app, config.publicUrl) : fetch;
  const baseUrl = simulated ? `${config.publicUrl}${SIMULATOR_PREFIX}` : CASHFREE_BASE_URLS[env];
  return {
    mode: env,
    cashfree: createCashfreeClient({ baseUrl, clientId, clientSecret, fetch: doFetch }),
    webhookSecret: clientSecret,
    fetch: doFetch,
  };
}
