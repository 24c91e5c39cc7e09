// The whole backend: the platform plus the business modules (main.ts serves the built frontend on the same port).
import { fileURLToPath } from 'node:url';
import { SERVER_DRAWING } from '@tint/libs/constants';
import { DynamicModule, Module } from '@nestjs/common';
import { AnalyticsModule } from './modules/analytics/analytics.module.js';
import { AppointmentsModule } from './modules/appointments/appointments.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { ChallengesModule } from './modules/challenges/challenges.module.js';
import { ClosuresModule } from './modules/closures/closures.module.js';
import { CustomerModule } from './modules/customer/customer.module.js';
import { DemoModule } from './modules/demo/demo.module.js';
import { LiveModule } from './modules/live/live.module.js';
import { GamificationModule } from './modules/gamification/gamification.module.js';
import { PayoutProfilesModule } from './modules/payout-profiles/payout-profiles.module.js';
import { PayoutsModule } from './modules/payouts/payouts.module.js';
import { PrivacyModule } from './modules/privacy/privacy.module.js';
import { ReservationsModule } from './modules/reservations/reservations.module.js';
import { SlotsModule } from './modules/slots/slots.module.js';
import { TvModule } from './modules/tv/tv.module.js';
import { MIGRATIONS } from './migrations.js';
import { PERSONAL_DATA } from './personal-data.js';
import { RateLimitModule } from './platform/http/rate-limits.js';
import { PlatformModule, PlatformOptions } from './platform/platform.module.js';

export const FRONTEND_DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));
/** What draws a signed-in salesperson's dashboard on the server, built beside the frontend (never served). */
export const FRONTEND_DRAWING = fileURLToPath(new URL(`../../frontend/${SERVER_DRAWING.folder}`, import.meta.url));

export type AppOptions = Omit<PlatformOptions, 'migrations' | 'personalData'>;

@Module({})
export class AppModule {
  static register(options: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.register({ ...options, migrations: MIGRATIONS, personalData: PERSONAL_DATA }),
        // Global guards run in the order their modules are imported: who is calling, then how often.
        AuthModule,
        RateLimitModule,
        SlotsModule,
        AppointmentsModule,
        ReservationsModule,
        ClosuresModule,
        CustomerModule,
        PayoutsModule,
        PayoutProfilesModule,
        PrivacyModule,
        GamificationModule,
        ChallengesModule,
        DemoModule,
        AnalyticsModule,
        AuditModule,
        LiveModule,
        TvModule,
      ],
    };
  }
}
