import type { LogFn } from "pino";

/**
 * What services need of a logger: pino's levels. The app's logger (Fastify's, itself pino) is one; services take
 * this instead of a Fastify type so they stay free of HTTP.
 */
export type Logger = Record<"debug" | "info" | "warn" | "error", LogFn>;
