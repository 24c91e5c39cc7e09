// The browser tests run the whole product in a fixed scenario week, never on the day the suite happens to
// run on: playwright.config.ts computes once how far the scenario instant is from the real time, starts
// the product with that offset (CLOCK_OFFSET_MS) and every page's clock at the same instant (support.ts),
// and every date a test computes comes from scenarioNow(). An appointment can then be booked for "today"
// and serviced on it, and "this week" and "this month" are the same on every run.
import { DEFAULT_SLOT_CAPACITY } from '@tint/libs/constants';
import { startOfDateInZone } from '@tint/libs/slots';

/** Monday 3 June 2030: a weekday, so "today" offers all three slots, early in a month and a week. */
export const SCENARIO_DATE = '2030-06-03';
/** 7 am in the business time zone: before the day's first slot. */
const SCENARIO_HOUR = 7;

/** How far the scenario instant is from the real time now; computed once per run, by the config. */
export function offsetToScenario(zone: string): number {
  return startOfDateInZone(SCENARIO_DATE, zone).getTime() + SCENARIO_HOUR * 3_600_000 - Date.now();
}

/**
 * The run's offset (E2E_CLOCK_OFFSET_MS, set by the config in the runner and inherited by its workers):
 * 0 against a product already running (E2E_BASE_URL), whose clock is its own.
 */
export function clockOffsetMs(): number {
  const offset = Number(process.env.E2E_CLOCK_OFFSET_MS ?? '0');
  return Number.isFinite(offset) ? offset : 0;
}

/** The product's now, as its server and every page of the run see it. */
export function scenarioNow(): Date {
  return new Date(Date.now() + clockOffsetMs());
}

/**
 * Bookings a slot holds in the product under test (E2E_SLOT_CAPACITY, set by the config; for a product
 * already running, set it to that product's SLOT_CAPACITY).
 */
export function slotCapacity(): number {
  const capacity = Number(process.env.E2E_SLOT_CAPACITY ?? String(DEFAULT_SLOT_CAPACITY));
  return Number.isInteger(capacity) && capacity > 0 ? capacity : DEFAULT_SLOT_CAPACITY;
}
