// Slots: the capacity guard that bookings and reservations share (the slot decider, used by their
// commands), the occupancy read model and the available times.
import { Module } from '@nestjs/common';
import { SlotsController } from './slots.controller.js';
import { SlotsProjection } from './slots.projection.js';
import { SlotsQueries } from './slots.queries.js';

@Module({
  controllers: [SlotsController],
  providers: [SlotsProjection, SlotsQueries],
  exports: [SlotsQueries],
})
export class SlotsModule {}
