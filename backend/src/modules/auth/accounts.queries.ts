// Reads over the accounts (the `accounts` projection's tables): names to show beside an id, whether a
// salesperson exists, an account by email (the demo seed) and what a sign-in checks the password against.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { fullName } from '@tint/libs/names';

export type AccountKind = 'salesperson' | 'admin';

const TABLE: Record<AccountKind, string> = { salesperson: 'accounts_salespeople', admin: 'admins_accounts' };

/** An account as a sign-in sees it. passwordHash is null for an account that signs in only by SSO. */
export interface AccountCredentials {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string | null;
}

@Injectable()
export class AccountsQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** "First Last" by id, for the ids that have an account. */
  async names(kind: AccountKind, ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.dataSource.query<{ id: string; first_name: string; last_name: string }[]>(
      `SELECT id, first_name, last_name FROM ${TABLE[kind]} WHERE id = ANY($1::uuid[])`,
      [unique],
    );
    return new Map(rows.map((row) => [row.id, fullName(row.first_name, row.last_name)]));
  }

  async salespersonExists(id: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>('SELECT 1 FROM accounts_salespeople WHERE id = $1', [id]);
    return rows.length > 0;
  }

  /** The id of the account with this (normalised) email, if any. */
  async idByEmail(kind: AccountKind, email: string): Promise<string | undefined> {
    const [row] = await this.dataSource.query<{ id: string }[]>(`SELECT id FROM ${TABLE[kind]} WHERE email = $1`, [email]);
    return row?.id;
  }

  /** The account with this (normalised) email and its password hash, for a sign-in to check. */
  async credentialsByEmail(kind: AccountKind, email: string): Promise<AccountCredentials | undefined> {
    const [row] = await this.dataSource.query<{ id: string; first_name: string; last_name: string; email: string; password_hash: string | null }[]>(
      `SELECT a.id, a.first_name, a.last_name, a.email, c.password_hash
       FROM ${TABLE[kind]} a LEFT JOIN credentials c ON c.account_id = a.id WHERE a.email = $1`,
      [email],
    );
    return row && { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email, passwordHash: row.password_hash };
  }
}
