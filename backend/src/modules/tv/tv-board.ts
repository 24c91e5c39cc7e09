// What a showroom screen shows (GET /api/tv/<token>): the month's leaderboard top, masked for everyone, the dealership
// standings with nobody's own marked, and the active challenges. All of it from the gamification read models (the same
// kept reads the salespeople's screens use), never the event log.
import { Inject, Injectable } from '@nestjs/common';
import { challengeDaysRemaining } from '@tint/libs/challenges';
import { formatAmount } from '@tint/libs/money';
import { TV_TOKEN_INVALID, tvChallengeReward } from '@tint/libs/texts/tv';
import { TV_LEADERBOARD_SIZE, type TvBoard, type TvChallenge } from '@tint/libs/tv';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Clock } from '../../platform/clock.js';
import { NotFoundError } from '../../platform/errors.js';
import { ChallengesQueries } from '../challenges/challenges.queries.js';
import { GamificationQueries } from '../gamification/gamification.queries.js';
import { TvScreensQueries } from './tv-tokens.queries.js';

@Injectable()
export class TvBoards {
  constructor(
    private readonly screens: TvScreensQueries,
    private readonly gamification: GamificationQueries,
    private readonly challenges: ChallengesQueries,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The board of the screen this token opens; 404 for a token that opens none. */
  async board(token: unknown): Promise<TvBoard> {
    const screen = await this.screens.byToken(token);
    if (!screen) throw new NotFoundError(TV_TOKEN_INVALID);
    const now = this.clock.now();
    const [leaderboard, standings, challenges] = await Promise.all([
      this.gamification.leaderboardForScreen(now, TV_LEADERBOARD_SIZE),
      // No dealership is the screen's own: the empty name marks none.
      this.gamification.dealershipStandings('', now),
      this.activeChallenges(now),
    ]);
    return {
      screenName: screen.name,
      month: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: this.config.businessTimeZone }).format(now),
      generatedAt: now.toISOString(),
      leaderboard,
      dealerships: standings.map(({ rank, dealership, bookings, completed, salespeople }) => ({ rank, dealership, bookings, completed, salespeople })),
      challenges,
    };
  }

  /** Every admin-made challenge running now (whoever may take part), soonest end first: no one's progress, no names. */
  private async activeChallenges(now: Date): Promise<TvChallenge[]> {
    const zone = this.config.businessTimeZone;
    return (await this.challenges.list(now))
      .filter((challenge) => challenge.status === 'active')
      .map((challenge) => ({
        name: challenge.name,
        metric: challenge.metric === 'bookings' ? 'bookings' : 'completed',
        target: challenge.target,
        reward: tvChallengeReward(challenge.rewardType, formatAmount(challenge.rewardAmount), challenge.rewardDescription),
        endDate: challenge.endDate,
        daysRemaining: challengeDaysRemaining(challenge.endDate, now, zone),
      }));
  }
}
