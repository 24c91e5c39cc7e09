// Gamification: async read models (leaderboard, rewards, payout details, badges) and the awards
// reactor that appends badges, cash bonuses and gift cards.
import { Module } from '@nestjs/common';
import { AwardsReactor } from './awards.reactor.js';
import { GamificationController } from './gamification.controller.js';
import { GamificationProjection } from './gamification.projection.js';
import { GamificationQueries } from './gamification.queries.js';

@Module({
  controllers: [GamificationController],
  providers: [GamificationProjection, AwardsReactor, GamificationQueries],
  exports: [GamificationQueries],
})
export class GamificationModule {}
