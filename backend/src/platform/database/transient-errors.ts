// Which database failures are a blip rather than an answer: the server restarting or failing over, a
// connection cut. A read may try once more; a write answers 503 with Retry-After (its transaction never
// committed, so nothing of it was written).
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: terminating connection due to administrator command
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the database system is starting up
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
]);

const CONNECTION_MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|terminating connection|Client has encountered a connection error|Client was closed|the database system is (starting up|shutting down|in recovery mode)|server closed the connection/i;

/**
 * TypeORM's word for a transaction whose connection broke under it (the driver dropped the client, the query runner
 * let it go): the next statement of that transaction fails with this instead of a driver error.
 */
const CONNECTION_LOST_NAMES = new Set(['QueryRunnerProviderAlreadyReleasedError']);

export function isTransientDatabaseError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: unknown; message?: unknown; name?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
    if (typeof e.name === 'string' && CONNECTION_LOST_NAMES.has(e.name)) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
    current = e.driverError ?? e.cause;
  }
  return false;
}
