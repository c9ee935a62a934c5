# syntax=docker/dockerfile:1
# The app's production image: dependencies, build, run (non-root, production dependencies only).
#   docker build -t hamkar .                                      # a real bank (PAYMENT_DRIVER=zarinpal at run)
#   docker build --build-arg ALLOW_SANDBOX_PAYMENTS=true -t hamkar-demo .   # the simulated bank, «حالت نمایشی»
# compose.yaml runs two of these behind nginx on one PostgreSQL (README, Production).

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- deps: every package, for the build
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# ---- build: the production build (.next). The demo banner and the product's name are fixed at build.
FROM deps AS build
ARG ALLOW_SANDBOX_PAYMENTS=false
ARG PAYMENT_DRIVER=
ARG NEXT_PUBLIC_PRODUCT_NAME=
ARG NEXT_PUBLIC_PRODUCT_SLUG=
ENV NEXT_TELEMETRY_DISABLED=1 \
    ALLOW_SANDBOX_PAYMENTS=${ALLOW_SANDBOX_PAYMENTS} \
    PAYMENT_DRIVER=${PAYMENT_DRIVER} \
    NEXT_PUBLIC_PRODUCT_NAME=${NEXT_PUBLIC_PRODUCT_NAME} \
    NEXT_PUBLIC_PRODUCT_SLUG=${NEXT_PUBLIC_PRODUCT_SLUG}
COPY . .
RUN npm run build

# ---- run: production dependencies only, as the unprivileged `node` user
FROM ${NODE_IMAGE} AS run
# pg_dump/pg_restore of the server's major version for `npm run backup` / `npm run restore`.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-15 \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/data \
    NEXT_MANUAL_SIG_HANDLE=true
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# What `next start` reads at run: the build, public files, the config (and the headers it imports),
# and the server's own files read from disk (SQL migrations, demo images).
COPY --from=build /app/.next ./.next
COPY --from=build /app/public ./public
COPY --from=build /app/next.config.ts /app/tsconfig.json ./
COPY --from=build /app/server ./server
COPY --from=build /app/lib ./lib
# The operator's commands (npm run db:migrate, backup, restore) run with tsx, a production dependency.
COPY --from=build /app/scripts ./scripts
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Liveness (/api/v1/health); load balancers ask /api/v1/ready, which also needs the database.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node_modules/.bin/next", "start"]
