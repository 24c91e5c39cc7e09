// A salesperson's own data, as a file (issue 17, "Export"): their account, the appointments they booked with the
// customer details they entered, their badges, rewards and this year's payouts. Read through each owning module's
// queries, at one moment of the product's clock; nothing is written.
import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { PersonalDataExport } from '@tint/libs/api-types';
import { myDataFileName } from '@tint/libs/constants';
import { todayInZone } from '@tint/libs/slots';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Clock } from '../../platform/clock.js';
import { Access, CurrentSalesperson, type SalespersonPrincipal } from '../../platform/http/access.js';
import { AppointmentsQueries } from '../appointments/appointments.queries.js';
import { GamificationQueries } from '../gamification/gamification.queries.js';
import { PayoutProfilesQueries } from '../payout-profiles/payout-profiles.queries.js';
import { PayoutsQueries } from '../payouts/payouts.queries.js';
import { PersonalDataExportSchema } from './privacy.schemas.js';

@Controller('api/me')
export class ExportController {
  constructor(
    private readonly appointments: AppointmentsQueries,
    private readonly gamification: GamificationQueries,
    private readonly payouts: PayoutsQueries,
    private readonly payoutProfiles: PayoutProfilesQueries,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('export')
  @Access('salesperson')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('application/json')
  @ApiOkResponse({ type: PersonalDataExportSchema, description: 'A JSON file (Content-Disposition: attachment): account, appointments booked, badges, rewards, payouts this year, payout settings.' })
  async export(@CurrentSalesperson() me: SalespersonPrincipal, @Res({ passthrough: true }) reply: FastifyReply): Promise<PersonalDataExport> {
    const now = this.clock.now();
    const [appointments, badges, rewards, payouts, payoutProfile] = await Promise.all([
      this.appointments.forSalesperson(me.id),
      this.gamification.badges(me.id),
      this.gamification.rewards(me.id, now),
      this.payouts.details(me.id, 'YTD', now),
      this.payoutProfiles.of(me.id),
    ]);
    void reply.header('Content-Disposition', `attachment; filename="${myDataFileName(todayInZone(now, this.config.businessTimeZone))}"`);
    const { id, firstName, lastName, email, company, phoneNumber } = me;
    return { exportedAt: now.toISOString(), account: { id, firstName, lastName, email, company, phoneNumber }, appointments, badges, rewards, payouts, payoutProfile };
  }
}
