// The reset generation inside a transaction. Commands that depend on it (booking, changing, paying,
// reserving) read it under a shared lock that Reset for Rollout takes exclusively, so none straddles a
// reset. The decider itself is in reset.ts.
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { type EventTransaction, fold } from '../../platform/event-store/event-transactions.js';
import { resetDecider, SYSTEM_STREAM } from './reset.js';

/** pg advisory lock key shared by every command that depends on the reset generation. */
const RESET_LOCK = 7_424_001;

/** The call that takes the generation's lock shared, for a command that takes it in a statement with other locks. */
export const GENERATION_SHARED_LOCK_CALL = `pg_advisory_xact_lock_shared(${String(RESET_LOCK)})`;

/** The current generation, read under the shared lock (held until the caller's transaction ends). */
export async function currentGeneration(tx: EventTransaction): Promise<number> {
  return (await currentGenerationWith(tx, [])).generation;
}

/** The current generation and other streams a command decides on, read together under the shared lock (one read instead of two). */
export async function currentGenerationWith(tx: EventTransaction, streamIds: readonly string[]): Promise<{ generation: number; streams: Map<string, StoredEvent[]> }> {
  await tx.manager.query(`SELECT ${GENERATION_SHARED_LOCK_CALL}`);
  return generationWith(tx, streamIds);
}

/** currentGenerationWith for a command that has taken the shared lock already (GENERATION_SHARED_LOCK_CALL). */
export async function generationWith(tx: EventTransaction, streamIds: readonly string[]): Promise<{ generation: number; streams: Map<string, StoredEvent[]> }> {
  return generationOf(await tx.readStreams([SYSTEM_STREAM, ...streamIds]));
}

/** The streams generationWith reads, for a command that reads them in its opening (readStreamsSql): SYSTEM_STREAM first. */
export const generationStreams = (streamIds: readonly string[]): string[] => [SYSTEM_STREAM, ...streamIds];

/** The generation in streams read with the system stream (generationStreams). */
export function generationOf(streams: Map<string, StoredEvent[]>): { generation: number; streams: Map<string, StoredEvent[]> } {
  return { generation: fold(streams.get(SYSTEM_STREAM)!, resetDecider).state.generation, streams };
}

/** Waits for bookings and changes in flight; new ones wait for the reset to commit. */
export async function lockOutGenerationReaders(tx: EventTransaction): Promise<void> {
  await tx.manager.query('SELECT pg_advisory_xact_lock($1)', [RESET_LOCK]);
}
