# The production image: the self-contained bundle of `pnpm bundle` (dist/bundle: the server,
# its command-line tools, production node_modules, the web build in web/) on Node 24, run as
# the unprivileged `node` user. Build from the repository root, after the bundle:
#
#   pnpm bundle && docker build -t travel-site .
#
# See docs/deployment.md. The command below is the one `pnpm bench cluster` starts (it reads
# it from this file; tooling/bench/test/dockerfile.test.ts checks it).
FROM node:24-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root: the server cannot rewrite its own code. Only DATA_DIR (PGlite) is writable.
COPY dist/bundle/ ./
# 0700: the database's files are the server user's only (the server also checks at start).
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
CMD ["node", "dist/server.js"]
