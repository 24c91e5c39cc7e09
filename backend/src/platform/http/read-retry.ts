// Every GET (and the HEAD Fastify answers with it) gets one more try when it meets a database blip (see
// database-blips.ts). Each GET handler of the app's controllers is wrapped where Nest will call it (the instance's
// own property, which the router calls, with the prototype's metadata copied onto the wrapper, which Nest reads),
// before the routes are registered. A global interceptor did this before: any interceptor puts every request of
// every route through Nest's RxJS pipeline (defer, mergeAll, async resources), which was a twentieth of a trivial
// route's time under load (issue 15's profile).
import { type INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { DatabaseBlips } from '../database/database-blips.js';
import { isTransientDatabaseError } from '../database/transient-errors.js';

type Handler = (this: unknown, ...args: unknown[]) => unknown;

/** `handler`, run once more (once the database answers again) when its promise fails with a database blip. */
export function retriedOnBlips(handler: Handler, blips: DatabaseBlips): Handler {
  const wrapped: Handler = function (this: unknown, ...args: unknown[]) {
    const first = handler.apply(this, args);
    if (!(first instanceof Promise)) return first;
    return first.catch(async (error: unknown) => {
      if (!isTransientDatabaseError(error)) throw error;
      await blips.back();
      return handler.apply(this, args);
    });
  };
  for (const key of Reflect.getMetadataKeys(handler)) Reflect.defineMetadata(key, Reflect.getMetadata(key, handler), wrapped);
  Object.defineProperty(wrapped, 'name', { value: handler.name });
  return wrapped;
}

/** Wraps every GET handler of the app's controllers (call before the app is initialised: routes bind then). */
export function retryReadsOnBlips(app: INestApplication): void {
  const blips = app.get(DatabaseBlips);
  const scanner = new MetadataScanner();
  for (const { instance } of app.get(DiscoveryService, { strict: false }).getControllers()) {
    if (!instance || typeof instance !== 'object') continue;
    const controller = instance as Record<string, unknown>;
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
      if (Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET) continue;
      controller[name] = retriedOnBlips(handler as Handler, blips);
    }
  }
}
