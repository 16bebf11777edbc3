import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LANGUAGE_COOKIE } from "@domain/languages";
import { languageChoiceSchema } from "@domain/schemas/account";
import type { AppContext } from "../../app-context";
import { setAccountLanguage } from "../../modules/users/account-language";
import { loadCurrentUser } from "../../plugins/guards";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * The language switch. Anyone may call it, so the web app calls the same route whether or not someone is signed
 * in: the choice always goes into the `lang` cookie (read by the pages and the app; not a secret, so the app's
 * script may read it too), and a signed-in user's is also kept on the account, which their emails and documents
 * follow. Like every change it passes the Origin check and the write rate limit.
 */
export const languageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      "/language",
      {
        config: { policy: { audience: "public" } },
        schema: {
          tags: ["accounts"],
          summary: "Choose the language (en or hi): kept in the lang cookie, and on the account when signed in",
          body: languageChoiceSchema,
          response: { 200: languageChoiceSchema },
        },
      },
      async (request, reply) => {
        const { language } = request.body;
        const caller = await loadCurrentUser(ctx, request);
        if (caller?.isActive) await setAccountLanguage(ctx.db, caller.id, language);
        reply.setCookie(LANGUAGE_COOKIE, language, {
          path: "/",
          maxAge: ONE_YEAR_SECONDS,
          sameSite: "lax",
          secure: ctx.config.isProduction,
          httpOnly: false,
        });
        reply.header("cache-control", "no-store");
        return { language };
      },
    );
  };
