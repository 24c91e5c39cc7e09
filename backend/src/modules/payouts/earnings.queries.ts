// Year-end earnings (issue 20): per salesperson, the commissions paid in a calendar year of the business time zone
// (the `earnings` projection's payments, which a Reset for Rollout leaves alone), with whether the total calls for a Form 1099-NEC (libs/tax.ts) and whether their
// legal name is on file (their payout settings).
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EarningsEntry, YearEndEarnings } from '@tint/libs/api-types';
import { centsToDecimal } from '@tint/libs/money';
import { fullName } from '@tint/libs/names';
import { startOfDateInZone } from '@tint/libs/slots';
import { form1099ThresholdCents, requires1099 } from '@tint/libs/tax';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PayoutProfilesQueries } from '../payout-profiles/payout-profiles.queries.js';

type Row = { salesperson_id: string; first_name: string | null; last_name: string | null; company: string | null; paid_cents: string; payments: number };

/** An entry with the legal name the CSV carries (the JSON says only whether there is one). */
export type EarningsRow = EarningsEntry & { legalName: string | null };

@Injectable()
export class EarningsQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly profiles: PayoutProfilesQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Everyone paid in `year`: the largest total first, then by name. */
  async forYear(year: number): Promise<{ year: number; threshold: string; salespeople: EarningsRow[] }> {
    const zone = this.config.businessTimeZone;
    const start = startOfDateInZone(`${String(year)}-01-01`, zone);
    const end = startOfDateInZone(`${String(year + 1)}-01-01`, zone);
    // The accounts' table is the auth module's: read here for the name and dealership of each payee, as the other
    // admin lists do, in the same statement as the sums.
    const rows = await this.dataSource.query<Row[]>(
      `SELECT l.salesperson_id, a.first_name, a.last_name, a.company, sum(l.commission_cents)::bigint AS paid_cents, count(*)::int AS payments
       FROM earnings_payments l LEFT JOIN accounts_salespeople a ON a.id = l.salesperson_id
       WHERE l.paid_at >= $1 AND l.paid_at < $2
       GROUP BY l.salesperson_id, a.first_name, a.last_name, a.company
       ORDER BY paid_cents DESC, a.last_name, a.first_name, l.salesperson_id`,
      [start, end],
    );
    const profiles = await this.profiles.forSalespeople(rows.map((row) => row.salesperson_id));
    return {
      year,
      threshold: centsToDecimal(form1099ThresholdCents(year)),
      salespeople: rows.map((row) => {
        const paidCents = Number(row.paid_cents);
        const legalName = profiles.get(row.salesperson_id)?.legalName ?? null;
        return {
          salespersonId: row.salesperson_id,
          salespersonName: fullName(row.first_name ?? '', row.last_name ?? ''),
          company: row.company ?? '',
          paidTotal: centsToDecimal(paidCents),
          paymentCount: row.payments,
          requires1099: requires1099(year, paidCents),
          hasLegalName: legalName !== null,
          legalName,
        };
      }),
    };
  }
}

/** The JSON answer: the legal names stay out of it (the CSV, made for the tax forms, carries them). */
export function earningsAnswer(earnings: { year: number; threshold: string; salespeople: EarningsRow[] }): YearEndEarnings {
  return { ...earnings, salespeople: earnings.salespeople.map(({ legalName: _legalName, ...entry }) => entry) };
}
