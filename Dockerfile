# A `sapling worker`: runs bench episodes that `sapling bench --queue redis://…`
# puts on a Redis queue. Build: docker build -t sapling-worker .
# Run: docker run --rm -e SAPLING_QUEUE=redis://<host>:6379/0 sapling-worker
# (compose.yaml starts Redis and any number of these). Nothing secret is baked
# in: the queue URL, with its password if any, comes from the environment.

# Build stage: the TypeScript compiler is a dev dependency, so dist/ is built here.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: `prepare` would build before src/ is copied; nothing the worker needs has an install script.
RUN npm ci --ignore-scripts
COPY tsconfig.json ./
COPY src ./src
RUN npx tsc -p tsconfig.json

# Runtime stage: production dependencies (no optional 3D viewer), the built code and the data files it reads.
FROM node:20-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY schemas ./schemas
COPY prompts ./prompts
COPY trees ./trees
COPY blueprints ./blueprints
COPY bench/tables ./bench/tables
RUN chmod 755 dist/cli/main.js && ln -s /app/dist/cli/main.js /usr/local/bin/sapling
USER node
ENV SAPLING_QUEUE=redis://redis:6379/0
# exec: `sapling` itself gets docker's SIGTERM and passes it to the worker, which finishes its
# running episodes (docker stop -t gives it the time; killed past that, BullMQ finds their locks
# expired and puts them back on the queue for another worker).
CMD ["sh", "-c", "exec sapling worker --queue \"$SAPLING_QUEUE\""]
