import Fastify from "fastify";

/** The baseline: a bare Fastify server answering a small JSON body, logging off like the measured app. */
const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 3990) });
