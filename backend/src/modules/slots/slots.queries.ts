// Which slots a date still offers: the date's slots (none for a weekend, a past date or a date the shop is
// closed) that the availability rule finds free, over the `slots` projection's claims.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isClosedDate } from '@tint/libs/closures';
import { addDaysToDate, lastBookableDate, slotsForDate, type DateString, type SlotTime } from '@tint/libs/slots';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { closedRangesBetween, isClosedOn } from '../closures/closed-dates.js';
import { isSlotFree, type SlotOccupancy } from './slot.js';

@Injectable()
export class SlotsQueries {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async availableTimes(date: DateString, now: Date): Promise<SlotTime[]> {
    const offered = slotsForDate(date, now, this.config.businessTimeZone, this.config.bookingHorizonDays);
    if (offered.length === 0 || (await isClosedOn(this.dataSource.manager, date))) return [];
    const occupancy = await this.occupancy(date, date);
    return offered.filter((slot) => this.isFree(occupancy, date, slot));
  }

  /**
   * The first slot still free on `from` or later, up to the booking horizon, in date and time order (the
   * test booking page's prefill); null when every slot up to the horizon is taken or closed. One read of each for the range.
   */
  async firstOpenSlot(from: DateString, now: Date): Promise<{ date: DateString; time: SlotTime } | null> {
    const last = lastBookableDate(now, this.config.businessTimeZone, this.config.bookingHorizonDays);
    if (from > last) return null;
    const occupancy = await this.occupancy(from, last);
    const closed = await closedRangesBetween(this.dataSource.manager, from, last);
    for (let date = from; date <= last; date = addDaysToDate(date, 1)) {
      if (isClosedDate(date, closed)) continue;
      const time = slotsForDate(date, now, this.config.businessTimeZone, this.config.bookingHorizonDays).find((slot) => this.isFree(occupancy, date, slot));
      if (time) return { date, time };
    }
    return null;
  }

  /** The claims on each slot from `first` to `last`, keyed `date time`. */
  private async occupancy(first: DateString, last: DateString): Promise<Map<string, SlotOccupancy>> {
    const rows = await this.dataSource.query<(SlotOccupancy & { slot_date: DateString; slot_time: SlotTime })[]>(
      `SELECT to_char(slot_date, 'YYYY-MM-DD') AS slot_date, slot_time,
              count(*) FILTER (WHERE kind = 'booking')::int AS bookings, count(*) FILTER (WHERE kind = 'reservation')::int AS reservations
       FROM slots_claims WHERE slot_date BETWEEN $1 AND $2 GROUP BY slot_date, slot_time`,
      [first, last],
    );
    return new Map(rows.map((row) => [`${row.slot_date} ${row.slot_time}`, row]));
  }

  private isFree(occupancy: Map<string, SlotOccupancy>, date: DateString, time: SlotTime): boolean {
    return isSlotFree(occupancy.get(`${date} ${time}`) ?? { bookings: 0, reservations: 0 }, this.config.slotCapacity);
  }

  /** Every slot held by a current booking or a reservation. */
  async held(): Promise<{ date: DateString; time: SlotTime }[]> {
    return this.dataSource.query<{ date: DateString; time: SlotTime }[]>(
      "SELECT DISTINCT to_char(slot_date, 'YYYY-MM-DD') AS date, slot_time AS time FROM slots_claims",
    );
  }
}
