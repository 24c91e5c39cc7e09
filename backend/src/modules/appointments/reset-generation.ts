// The reset generation inside a transaction. Commands that depend on it (booking, changing, paying,
// reserving) read it under a shared lock that Reset for Rollout takes exclusively, so none straddles a
// reset. The decider itself is in reset.ts.
import type { EventTransaction } from '../../platform/event-store/event-transactions.js';
import { resetDecider, SYSTEM_STREAM } from './reset.js';

/** pg advisory lock key shared by every command that depends on the reset generation. */
const RESET_LOCK = 7_424_001;

/** The current generation, read under the shared lock (held until the caller's transaction ends). */
export async function currentGeneration(tx: EventTransaction): Promise<number> {
  await tx.manager.query('SELECT pg_advisory_xact_lock_shared($1)', [RESET_LOCK]);
  return (await tx.load(SYSTEM_STREAM, resetDecider)).state.generation;
}

/** Waits for bookings and changes in flight; new ones wait for the reset to commit. */
export async function lockOutGenerationReaders(tx: EventTransaction): Promise<void> {
  await tx.manager.query('SELECT pg_advisory_xact_lock($1)', [RESET_LOCK]);
}
