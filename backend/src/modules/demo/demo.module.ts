// Demo data for a fresh embedded start: a month of history for several salespeople.
import { Module } from '@nestjs/common';
import { DemoHistory } from './demo-history.js';

@Module({ providers: [DemoHistory], exports: [DemoHistory] })
export class DemoModule {}
