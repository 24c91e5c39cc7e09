// Demo data for a fresh embedded start: a month of history for several salespeople.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { SlotsModule } from '../slots/slots.module.js';
import { DemoHistory } from './demo-history.js';

@Module({ imports: [AuthModule, SlotsModule], providers: [DemoHistory], exports: [DemoHistory] })
export class DemoModule {}
