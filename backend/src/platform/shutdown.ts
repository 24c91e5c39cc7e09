// Graceful shutdown as load balancers expect it. On SIGTERM (or Ctrl-C): readiness turns 503 at once so
// the balancer stops sending; long-lived responses are told to end; for SHUTDOWN_DRAIN_MS the server
// keeps serving whatever still arrives; then it stops accepting, answers every request it holds (each
// with `Connection: close`), closes the workers, the queues and the pools, and exits. Whatever still runs
// after the hard deadline is cut off. A second signal exits at once.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { Injectable } from '@nestjs/common';
import { isTransientDatabaseError } from './database/transient-errors.js';

/** After this long from the signal the process exits whatever is still running. */
export const SHUTDOWN_DEADLINE_MS = 25_000;
/**
 * A connection that has sent nothing this long after the server stopped accepting is closed. A browser's or a load
 * balancer's preconnect sends nothing until it has a request to send, and Node's closeIdleConnections leaves such a
 * connection open (it has had no request to be idle after): each held the close until the deadline, and the process
 * exited 1 after 25 s. The wait lets the requests already in the kernel's buffers be read first.
 */
export const SILENT_CONNECTION_GRACE_MS = 1_000;

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
  /** The server's open connections (trackConnections): the silent ones are closed when it stops accepting. */
  connections?: ReadonlySet<Socket>;
};

/** The server's open connections, kept from now on. */
export function trackConnections(server: Server): ReadonlySet<Socket> {
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return open;
}

/** Runs the shutdown once on the first SIGINT/SIGTERM, then exits; a second signal exits at once. */
export function onShutdownSignal(steps: ShutdownSteps, log: Log): void {
  if (steps.server) steps = { ...steps, connections: trackConnections(steps.server) };
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    log(`${signal} received: draining for ${String(steps.drainMs)} ms, then shutting down`);
    process.on('uncaughtException', (error) => stoppingDatabaseError(error, log));
    const deadline = setTimeout(() => {
      log(`Still shutting down after ${String(SHUTDOWN_DEADLINE_MS / 1000)} s: exiting now`);
      steps.server?.closeAllConnections();
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    const signalled = Date.now();
    shutDown(steps).then(
      () => {
        log(`Shut down in ${((Date.now() - signalled) / 1000).toFixed(1)} s`);
        process.exit(0);
      },
      (error: unknown) => {
        log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/**
 * While the process stops, a database stopping at the same moment is expected: `docker compose down` stops both
 * services together, a process manager may signal a whole process group. Every connection then ends at once. One of
 * them can be BullMQ's LISTEN client, which its close() has already stripped of listeners before ending it (bullmq
 * 6.7.0, PostgresConnection.close). Its report of that end would otherwise crash the process mid-shutdown, with a
 * stack trace and exit 1. Anything else still ends the process as it would have.
 */
function stoppingDatabaseError(error: unknown, log: Log): void {
  if (isTransientDatabaseError(error)) {
    log(`While shutting down: ${error instanceof Error ? error.message : String(error)} (the database is stopping too)`);
    return;
  }
  console.error(error);
  process.exit(1);
}

export async function shutDown({ drain, drainMs, server, close, connections }: ShutdownSteps): Promise<void> {
  drain();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  if (server) await stopServing(server, connections);
  await close();
}

/** Stops accepting connections and resolves once every request the server holds has been answered. */
function stopServing(server: Server, connections: ReadonlySet<Socket> = new Set()): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    const silentCheck = setTimeout(() => {
      for (const socket of connections) if (socket.bytesRead === 0) socket.destroy();
    }, SILENT_CONNECTION_GRACE_MS);
    server.close(() => {
      clearTimeout(silentCheck);
      resolve();
    });
    // Kept-alive connections with no request in flight would otherwise hold the close until they time out.
    server.closeIdleConnections();
  });
}
