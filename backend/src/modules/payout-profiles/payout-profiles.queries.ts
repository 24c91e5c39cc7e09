// Reads over the payout profiles (the `payout_profiles` projection's table): a salesperson's own, and those of a
// set of salespeople for the admin's pending payouts and year-end earnings.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PayoutProfile } from '@tint/libs/api-types';
import type { PayoutMethod } from '@tint/libs/constants';

type Row = { salesperson_id: string; payout_method: PayoutMethod; handle: string | null; legal_name: string };

const profileOf = (row: Row): PayoutProfile => ({ payoutMethod: row.payout_method, handle: row.handle, legalName: row.legal_name });

@Injectable()
export class PayoutProfilesQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** The salesperson's profile, or null when they have not set one. */
  async of(salespersonId: string): Promise<PayoutProfile | null> {
    return (await this.forSalespeople([salespersonId])).get(salespersonId) ?? null;
  }

  /** The profiles of these salespeople, by id (those without one are absent). One query. */
  async forSalespeople(ids: readonly string[]): Promise<Map<string, PayoutProfile>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.dataSource.query<Row[]>('SELECT salesperson_id, payout_method, handle, legal_name FROM payout_profiles WHERE salesperson_id = ANY($1::uuid[])', [unique]);
    return new Map(rows.map((row) => [row.salesperson_id, profileOf(row)]));
  }
}
