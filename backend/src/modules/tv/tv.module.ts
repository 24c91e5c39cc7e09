// Showroom screens (issue 20, part 4): owns the tv-token streams, their read model (tv_screens) and the board a screen
// reads; the live module asks it whether a screen's token still stands.
import { Module } from '@nestjs/common';
import { ChallengesModule } from '../challenges/challenges.module.js';
import { GamificationModule } from '../gamification/gamification.module.js';
import { IssueTvTokenHandler, RevokeTvTokenHandler } from './tv-token.commands.js';
import { TvBoards } from './tv-board.js';
import { TvScreensProjection } from './tv-tokens.projection.js';
import { TvScreensQueries } from './tv-tokens.queries.js';
import { TvBoardController, TvTokensAdminController } from './tv.controller.js';

@Module({
  imports: [GamificationModule, ChallengesModule],
  controllers: [TvTokensAdminController, TvBoardController],
  providers: [TvScreensProjection, TvScreensQueries, TvBoards, IssueTvTokenHandler, RevokeTvTokenHandler],
  exports: [TvScreensQueries],
})
export class TvModule {}
