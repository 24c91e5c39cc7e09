// Challenges (issue 20, part 2): admin-made, time-boxed contests. Owns the challenge streams, their read model (the
// inline `challenges` projection), the reactor that appends ChallengeCompleted (`challenge_awards`) and the pop-up's
// check.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ChangeChallengeHandler, CreateChallengeHandler } from './challenge.commands.js';
import { ChallengesAdminController, ChallengesController } from './challenges.controller.js';
import { ChallengesProjection } from './challenges.projection.js';
import { ChallengesQueries } from './challenges.queries.js';
import { ChallengeAwardsReactor } from './challenges.reactor.js';
import { CheckChallengesHandler } from './check-challenges.command.js';

@Module({
  imports: [AuthModule],
  controllers: [ChallengesAdminController, ChallengesController],
  providers: [ChallengesProjection, ChallengeAwardsReactor, ChallengesQueries, CreateChallengeHandler, ChangeChallengeHandler, CheckChallengesHandler],
  exports: [ChallengesQueries],
})
export class ChallengesModule {}
