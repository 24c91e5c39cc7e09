// A list of appointments a page at a time, newest first: `?limit=N` the newest N, and `&before=<id>` the N after the
// appointment with that id (the last one shown). Without `limit` the whole list, as the spec's clients read it.
import { APPOINTMENTS_LIMIT_MAX } from '@tint/libs/constants';
import { APPOINTMENTS_BEFORE_INVALID, APPOINTMENTS_LIMIT_INVALID } from '@tint/libs/validation-messages';
import { BadRequestError } from '../../platform/errors.js';

export type AppointmentPage = { limit: number; before: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?limit=`: absent means the whole list; otherwise a whole number from 1 to APPOINTMENTS_LIMIT_MAX. */
export function parseLimit(limit: unknown): number | null {
  if (limit === undefined) return null;
  if (typeof limit !== 'string' || !/^\d{1,4}$/.test(limit)) throw new BadRequestError(APPOINTMENTS_LIMIT_INVALID);
  const n = Number(limit);
  if (n < 1 || n > APPOINTMENTS_LIMIT_MAX) throw new BadRequestError(APPOINTMENTS_LIMIT_INVALID);
  return n;
}

/** `?limit=&before=`: null for the whole list; `before` only with a limit, and only an appointment's id. */
export function parsePage(limit: unknown, before: unknown): AppointmentPage | null {
  const n = parseLimit(limit);
  if (before === undefined) return n === null ? null : { limit: n, before: null };
  if (n === null || typeof before !== 'string' || !UUID.test(before)) throw new BadRequestError(APPOINTMENTS_BEFORE_INVALID);
  return { limit: n, before: before.toLowerCase() };
}
