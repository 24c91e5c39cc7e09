// GET /api/client-config: the switches the browser mirrors (the server enforces them regardless).
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiProperty } from '@nestjs/swagger';
import type { ClientConfig } from '@tint/libs/api-types';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Access } from './access.js';
import { WireType } from './api-docs.js';

@WireType()
class ClientConfigSchema implements ClientConfig {
  @ApiProperty({ description: 'TEST_BOOKING_ENABLED: whether /api/test-appointments exists.' })
  testBookingEnabled: boolean;

  @ApiProperty({ description: 'Whether GET /api/login leads to an identity provider (OIDC_*).' })
  singleSignOnEnabled: boolean;

  @ApiProperty({ example: 'Pacific/Honolulu', description: 'Every calendar rule runs in this zone.' })
  businessTimeZone: string;

  @ApiProperty({ description: 'Dates further ahead than this many days cannot be booked.' })
  bookingHorizonDays: number;
}

@Controller('api/client-config')
@Access('public')
export class ClientConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOkResponse({ type: ClientConfigSchema })
  get(): ClientConfig {
    return {
      testBookingEnabled: this.config.testBookingEnabled,
      singleSignOnEnabled: this.config.oidc !== undefined,
      businessTimeZone: this.config.businessTimeZone,
      bookingHorizonDays: this.config.bookingHorizonDays,
    };
  }
}
