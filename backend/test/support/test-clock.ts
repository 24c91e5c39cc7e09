// A clock a test sets: the product runs at whatever moment the test says (a booking on a Monday of 2030,
// its service on the Wednesday), never at the day the suite happens to run on.
import { Clock } from '../../src/platform/clock.js';

export class TestClock extends Clock {
  constructor(private current: Date) {
    super();
  }

  override now(): Date {
    return new Date(this.current);
  }

  set(moment: Date | string): void {
    this.current = new Date(moment);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** An instant given as Honolulu wall time (UTC−10, no daylight saving): hst('2030-06-03T09:00'). */
export const hst = (wall: string): Date => new Date(`${wall}-10:00`);
