/** Runs `close` once on the first SIGINT/SIGTERM, then exits; a second signal exits at once. */
export function onShutdownSignal(close: () => Promise<void>, log: (message: string) => void): void {
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    log(`${signal} received: shutting down`);
    close().then(
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
