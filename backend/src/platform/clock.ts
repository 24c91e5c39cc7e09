// The time every request and command runs at. One injectable clock, so a test can set the product to any
// day (a booking last week, its service today) instead of depending on the day the suite runs; outside
// production CLOCK_OFFSET_MS moves it (the browser tests run the whole product in a fixed scenario week).
import { Inject, Injectable, Optional } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

@Injectable()
export class Clock {
  private readonly offsetMs: number;

  constructor(@Optional() @Inject(APP_CONFIG) config?: AppConfig) {
    this.offsetMs = config?.clockOffsetMs ?? 0;
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}
