// GET /api/client-config: the switches the browser mirrors (the server enforces them regardless).
import { Controller, Get, Inject } from '@nestjs/common';
import type { ClientConfig } from '@tint/libs/api-types';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Access } from './access.js';

@Controller('api/client-config')
@Access('public')
export class ClientConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  get(): ClientConfig {
    return {
      testBookingEnabled: this.config.testBookingEnabled,
      singleSignOnEnabled: this.config.oidc !== undefined,
      businessTimeZone: this.config.businessTimeZone,
      bookingHorizonDays: this.config.bookingHorizonDays,
    };
  }
}
