# syntax=docker/dockerfile:1
# The marketplace's API and web app as one image (README.md, "Running in production"). Build: docker build -t bulkbazaar .
# Run several containers of it behind nginx (compose.yaml, deploy/nginx.conf); migrations are a step of their own
# (`node dist/server/migrate-cli.js`, compose.yaml's `migrate` service), not part of a container's start.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so a change to the sources reuses this layer.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The web app (dist/web), the public pages' renderer (dist/ssr) and the server (dist/server/main.js, migrate-cli.js).
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    MIGRATE_ON_START=false \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The one folder the process writes to (temporary upload spool aside, which is TMPDIR): owned by the unprivileged user.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness only: /api/ready (503 until migrations are applied and the database answers, and while draining) is for
# load balancers that can ask it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (SHUTDOWN_DRAIN_MS, 6 s) and then finishes the requests in flight: give it room before SIGKILL.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
