# syntax=docker/dockerfile:1
# Multi-stage image: build with dev dependencies, run with production dependencies only, as a non-root user.

FROM node:24-bookworm-slim AS base
WORKDIR /app

# npm ci installs exactly the lock file. The workspaces' manifests (docs/decisions/009-tooling-and-runtime.md)
# make the install the same as in a checkout instead of relying on npm 11 tolerating missing workspace
# folders; their sources are only needed by the build.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY packages/local-stand-ins/package.json ./packages/local-stand-ins/
COPY supabase/local/package.json ./supabase/local/
# package.json's preinstall (a note when the Node is older than 24) and postinstall (React Router's matcher
# gives up early on a branch that cannot match: decision 017) run during npm ci.
COPY scripts/node-notice.mjs scripts/patch-react-router.mjs ./scripts/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
# The footer shows the deployment date; CI passes it. Left out, Docker passes it empty, and the German build day
# is used (scripts/build-date.ts); anything that is not a day fails the build.
ARG BUILD_DATE
ENV BUILD_DATE=${BUILD_DATE}
RUN npm run build

FROM manifests AS prod-deps
# The workspaces hold development tools only (their packages are devDependencies), and the build has
# bundled the constants the server needs, so their links would point at nothing here: drop them.
RUN npm ci --omit=dev --no-audit --no-fund && rm -rf node_modules/@kolleague

FROM base AS runtime
# Heap sized for a 512 MB container: measured after 30 s at 50 connections, the server without limits grew
# to 750-850 MB (requests in flight keep their allocations alive into the old generation); with a 256 MB
# old space and 32 MB semi-spaces it stayed near 440 MB at about 10 % less throughput, while 192 MB made
# the collector run constantly (2-3x slower). Since renders no longer outlive their response (entry.server
# clears its abort timer), the young generation need not be large: 3 x 30 s at 50 connections, side by side
# (25 Nov 2026), 32 MB semi-spaces ended at 306-312 MB, 16 MB at 289-295 MB, 8 MB at 266-273 MB, and 8 MB
# also cost the least CPU (/ 2.40 ms a request against 2.57 ms with 16 MB; 4 MB gave no less memory and a
# slower calculator). npm run bench starts the server with these options too.
ENV NODE_ENV=production \
    NODE_OPTIONS="--max-old-space-size=256 --max-semi-space-size=8" \
    PORT=3000 \
    HOST=0.0.0.0
# Owned by root and only readable by the app's user: the server never writes to its code or dependencies (uploads
# go to storage, the page cache is memory), so code running in it cannot change them for the next start either.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.js ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
