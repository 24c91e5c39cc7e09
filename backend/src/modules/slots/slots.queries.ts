// Which slots a date still offers: the date's slots (none for a weekend or a past date) that the
// availability rule finds free, over the `slots` projection's claims.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { slotsForDate, type DateString, type SlotTime } from '@tint/libs/slots';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { isSlotFree, type SlotOccupancy } from './slot.js';

@Injectable()
export class SlotsQueries {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async availableTimes(date: DateString, now: Date): Promise<SlotTime[]> {
    const offered = slotsForDate(date, now, this.config.businessTimeZone, this.config.bookingHorizonDays);
    if (offered.length === 0) return [];
    const rows = await this.dataSource.query<(SlotOccupancy & { slot_time: SlotTime })[]>(
      `SELECT slot_time, count(*) FILTER (WHERE kind = 'booking')::int AS bookings, count(*) FILTER (WHERE kind = 'reservation')::int AS reservations
       FROM slots_claims WHERE slot_date = $1 GROUP BY slot_time`,
      [date],
    );
    const occupancy = new Map(rows.map((row) => [row.slot_time, row]));
    return offered.filter((slot) => isSlotFree(occupancy.get(slot) ?? { bookings: 0, reservations: 0 }, this.config.slotCapacity));
  }

  /** Every slot held by a current booking or a reservation. */
  async held(): Promise<{ date: DateString; time: SlotTime }[]> {
    return this.dataSource.query<{ date: DateString; time: SlotTime }[]>(
      "SELECT DISTINCT to_char(slot_date, 'YYYY-MM-DD') AS date, slot_time AS time FROM slots_claims",
    );
  }
}
