# One image for both the API and the worker (docker-compose.yml picks the command).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/package.json libs/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json nest-cli.json ./
COPY libs libs
COPY backend backend
COPY frontend frontend
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production
# V8's heap sized for the service, the API's and the worker's: the old generation capped at 192 MiB (its live data
# under load is about 60 MiB; uncapped, V8 let it grow past 250 MiB before collecting: 346-381 MB -> about 185 MB
# under the benchmark's load), the young one at 32 MiB a half. At 8 MiB a half the collector took 14% of the API's
# time serving a trivial request. With 32, in runs alternated with 8: GET /api/client-config 14-41% more requests a
# second alone (five pairs), and in the benchmark's reads the dashboard's appointments +32%, the whole list +39%,
# client-config +56%, rewards +47%, while the leaderboard, payout details and the admin's reads got 5-19% fewer
# (this machine's runs vary more than that from one to the next); the worker's appointments rebuild 5-8% faster.
# The cost: the API's memory under load 223 -> 267-275 MB (two whole runs; docs/benchmarks.md).
ENV NODE_OPTIONS="--max-semi-space-size=32 --max-old-space-size=192"
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/libs/package.json libs/
COPY --from=build /app/libs/dist libs/dist
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
COPY --from=build /app/frontend/dist-server frontend/dist-server
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
