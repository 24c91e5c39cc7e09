// Graceful shutdown as load balancers expect it. On SIGTERM (or Ctrl-C): readiness turns 503 at once so
// the balancer stops sending; long-lived responses are told to end; for SHUTDOWN_DRAIN_MS the server
// keeps serving whatever still arrives; then it stops accepting, answers every request it holds (each
// with `Connection: close`), closes the workers, the queues and the pools, and exits. Whatever still runs
// after the hard deadline is cut off. A second signal exits at once.
import type { Server } from 'node:http';
import { Injectable } from '@nestjs/common';

/** After this long from the signal the process exits whatever is still running. */
export const SHUTDOWN_DEADLINE_MS = 25_000;

/** Whether the process is draining; what must end early when it starts (streams register here). */
@Injectable()
export class Drain {
  private started = false;
  private readonly listeners = new Set<() => void>();

  get active(): boolean {
    return this.started;
  }

  begin(): void {
    if (this.started) return;
    this.started = true;
    for (const listener of this.listeners) listener();
  }

  /** Called once when the drain begins (at once if it has); returns the way to stop listening. */
  onBegin(listener: () => void): () => void {
    if (this.started) listener();
    else this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

type Log = (message: string) => void;

export type ShutdownSteps = {
  /** Marks the process as draining (readiness answers 503 from now on). */
  drain: () => void;
  /** How long to keep serving after the drain began. */
  drainMs: number;
  /** The HTTP server to stop accepting on and wait for, if this process serves HTTP. */
  server?: Server;
  /** Closes the application (workers, queues, pools) and then what it runs on (the embedded database). */
  close: () => Promise<void>;
};

/** Runs the shutdown once on the first SIGINT/SIGTERM, then exits; a second signal exits at once. */
export function onShutdownSignal(steps: ShutdownSteps, log: Log): void {
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    log(`${signal} received: draining for ${String(steps.drainMs)} ms, then shutting down`);
    const deadline = setTimeout(() => {
      log(`Still shutting down after ${String(SHUTDOWN_DEADLINE_MS / 1000)} s: exiting now`);
      steps.server?.closeAllConnections();
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    shutDown(steps).then(
      () => process.exit(0),
      (error: unknown) => {
        log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

export async function shutDown({ drain, drainMs, server, close }: ShutdownSteps): Promise<void> {
  drain();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  if (server) await stopServing(server);
  await close();
}

/** Stops accepting connections and resolves once every request the server holds has been answered. */
function stopServing(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    // Kept-alive connections with no request in flight would otherwise hold the close until they time out.
    server.closeIdleConnections();
  });
}
