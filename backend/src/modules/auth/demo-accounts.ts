// The demo logins `npm start` seeds on the embedded default (and the browser tests use): created
// once, through the same commands as real accounts.
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { newCorrelationId } from '../../platform/event-store/event-store.js';
import { CreateAdminCommand, RegisterSalespersonCommand } from './auth.commands.js';

export const DEMO_ADMIN = { email: 'admin@tintportal.test', password: 'Admin123!demo', firstName: 'Leilani', lastName: 'Kahale' };
export const DEMO_SALESPERSON = {
  email: 'demo@tintportal.test',
  password: 'Demo123!demo',
  firstName: 'Kai',
  lastName: 'Makoa',
  phoneNumber: '8085550123',
  company: 'Maui Toyota',
};

@Injectable()
export class DemoAccounts {
  constructor(
    private readonly commands: CommandBus,
    private readonly dataSource: DataSource,
  ) {}

  async ensure(): Promise<void> {
    const metadata = () => ({ actor: { type: 'system' as const, id: 'demo-seed' }, correlationId: newCorrelationId() });
    if (!(await this.exists('admins_accounts', DEMO_ADMIN.email))) {
      await this.commands.execute(new CreateAdminCommand(DEMO_ADMIN, metadata()));
    }
    if (!(await this.exists('accounts_salespeople', DEMO_SALESPERSON.email))) {
      await this.commands.execute(new RegisterSalespersonCommand(DEMO_SALESPERSON, metadata()));
    }
  }

  private async exists(table: 'admins_accounts' | 'accounts_salespeople', email: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(`SELECT 1 FROM ${table} WHERE email = $1`, [email]);
    return rows.length > 0;
  }
}
