// The HTTP API (and, unless RUN_WORKERS=false, the projection workers) with the built frontend.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule, FRONTEND_DIST, FRONTEND_DRAWING } from './app.module.js';
import { DEMO_ADMIN, DEMO_SALESPERSON, DemoAccounts } from './modules/auth/demo-accounts.js';
import { DemoHistory } from './modules/demo/demo-history.js';
import { hasSessionCookie } from './modules/auth/principals.js';
import { consoleLogger, exitOnStartupError, listenOrExit, loadConfigOrExit, withDatabase } from './bootstrap.js';
import { configureHttp } from './platform/http/configure-http.js';
import { createHttpAdapter, listenEverywhere } from './platform/http/http-server.js';
import { AppLogger } from './platform/logging/logging.js';
import { hasWebApp, inlineScriptSources, serveWebApp } from './platform/http/web-app.js';
import { Drain, onShutdownSignal } from './platform/shutdown.js';

async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfigOrExit();
  const { app, close, embedded } = await withDatabase(config, async (databaseUrl) => {
    const nest = await NestFactory.create<NestFastifyApplication>(
      AppModule.register({ config, databaseUrl, runWorkers: config.runWorkers }),
      createHttpAdapter(config),
      // configureHttp reads JSON bodies itself.
      { bufferLogs: true, bodyParser: false },
    );
    nest.useLogger(nest.get(AppLogger));
    await configureHttp(nest, { inlineScripts: inlineScriptSources(FRONTEND_DIST) });
    if (hasWebApp(FRONTEND_DIST)) await serveWebApp(nest, FRONTEND_DIST, { hasSession: hasSessionCookie, drawing: FRONTEND_DRAWING });
    return nest;
  });
  onShutdownSignal({ drain: () => app.get(Drain).begin(), drainMs: config.shutdownDrainMs, server: app.getHttpServer(), close }, consoleLogger.log);
  await listenOrExit(() => listenEverywhere(app, config.port), { number: config.port, variable: 'PORT' }, close);
  // Demo logins on the embedded default; a month of demo history with them unless SEED_DEMO=false.
  const demoAccounts = config.seedDemoAccounts ?? embedded;
  const demoHistory = config.seedDemo ?? demoAccounts;
  if (demoAccounts || demoHistory) {
    await app.get(DemoAccounts).ensure();
    consoleLogger.log(`Demo salesperson: ${DEMO_SALESPERSON.email} / ${DEMO_SALESPERSON.password}`);
    consoleLogger.log(`Demo admin (at /admin/login): ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    if (demoHistory) await app.get(DemoHistory).ensure();
  }
  consoleLogger.log(`Tint Portal is running on http://localhost:${config.port} (started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
}

main().catch(exitOnStartupError);
