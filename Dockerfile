# Tripfront in a container: build once, run what was built (docs/decisions/0079-build-once-run-many.md).
# The build stage has the dev dependencies and compiles; the runtime stage has only the production
# dependencies and the built output. The acceptance test (apps/api/test/production-start.test.ts)
# copies exactly the runtime stage's `COPY --from=build` list into a folder and starts it from there.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production DATA_DIR=/data PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/package-lock.json ./package-lock.json
COPY --from=build /app/apps/api/package.json ./apps/api/package.json
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/packages/db/package.json ./packages/db/package.json
COPY --from=build /app/packages/domain/package.json ./packages/domain/package.json
COPY --from=build /app/packages/suppliers/package.json ./packages/suppliers/package.json
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/scripts/start.mjs ./scripts/start.mjs
COPY --from=build /app/scripts/server-process.mjs ./scripts/server-process.mjs
COPY --from=build /app/scripts/agency.mjs ./scripts/agency.mjs
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/packages/db/drizzle ./packages/db/drizzle
COPY --from=build /app/packages/suppliers/data ./packages/suppliers/data
COPY --from=build /app/packages/suppliers/src/duffel/fixtures ./packages/suppliers/src/duffel/fixtures
COPY --from=build /app/seed ./seed
# The embedded database (without DATABASE_URL) lives in /data; the code folder stays read-only.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Node as PID 1 runs the launcher, which forwards SIGTERM to the server; the server drains and exits 0.
# A release step runs the migrations first: docker run … node scripts/start.mjs --migrate
CMD ["node", "scripts/start.mjs"]
