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
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/libs/package.json libs/
COPY --from=build /app/libs/dist libs/dist
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
