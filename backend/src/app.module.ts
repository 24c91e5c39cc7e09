// The whole backend: the platform plus the business modules, and the built frontend on the same port.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamicModule, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { AdminModule } from './modules/admin/admin.module.js';
import { AnalyticsModule } from './modules/analytics/analytics.module.js';
import { AppointmentsModule } from './modules/appointments/appointments.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { DemoModule } from './modules/demo/demo.module.js';
import { GamificationModule } from './modules/gamification/gamification.module.js';
import { ReservationsModule } from './modules/reservations/reservations.module.js';
import { RateLimitModule } from './platform/http/rate-limits.js';
import { PlatformModule, PlatformOptions } from './platform/platform.module.js';

export const FRONTEND_DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

export type AppOptions = PlatformOptions & { serveFrontend: boolean };

@Module({})
export class AppModule {
  static register(options: AppOptions): DynamicModule {
    const serveFrontend = options.serveFrontend && existsSync(path.join(FRONTEND_DIST, 'index.html'));
    return {
      module: AppModule,
      imports: [
        PlatformModule.register(options),
        RateLimitModule,
        AuthModule,
        AppointmentsModule,
        ReservationsModule,
        AdminModule,
        GamificationModule,
        DemoModule,
        AnalyticsModule,
        ...(serveFrontend
          ? [ServeStaticModule.forRoot({ rootPath: FRONTEND_DIST, exclude: ['/api/{*path}'], serveStaticOptions: { index: 'index.html' } })]
          : []),
      ],
    };
  }
}
