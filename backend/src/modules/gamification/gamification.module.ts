// Gamification: async read models (leaderboard, rewards, badges, the admin's salesperson tiles), the
// awards reactor that appends badges, cash bonuses and gift cards, and the badge check.
import { Module } from '@nestjs/common';
import { AwardsReactor } from './awards.reactor.js';
import { CheckBadgesHandler } from './check-badges.command.js';
import { GamificationController } from './gamification.controller.js';
import { GamificationProjection } from './gamification.projection.js';
import { GamificationQueries } from './gamification.queries.js';

@Module({
  controllers: [GamificationController],
  providers: [GamificationProjection, AwardsReactor, GamificationQueries, CheckBadgesHandler],
  exports: [GamificationQueries],
})
export class GamificationModule {}
