// The salesperson's gamification calls (SPEC 7): leaderboard, rewards, tiers, payout details, badges.
import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { Badge, BadgeCheckResponse, LeaderboardEntry, PayoutDetails, PayoutPeriod, RewardsData, Tier } from '@tint/libs/api-types';
import { parsePayoutPeriod } from '@tint/libs/constants';
import { TIERS } from '@tint/libs/tiers';
import { INVALID_PAYOUT_PERIOD } from '@tint/libs/validation-messages';
import { BadRequestError } from '../../platform/errors.js';
import { Access, CurrentSalesperson, type SalespersonPrincipal } from '../../platform/http/access.js';
import { GamificationQueries } from './gamification.queries.js';

/** MTD when absent; MTD or YTD in any letter case; anything else is a 400. */
function period(value: unknown): PayoutPeriod {
  if (value === undefined) return 'MTD';
  const parsed = parsePayoutPeriod(value);
  if (!parsed) throw new BadRequestError(INVALID_PAYOUT_PERIOD);
  return parsed;
}

@Controller('api')
@Access('salesperson')
export class GamificationController {
  constructor(private readonly queries: GamificationQueries) {}

  @Get('leaderboard')
  leaderboard(@CurrentSalesperson() me: SalespersonPrincipal): Promise<LeaderboardEntry[]> {
    return this.queries.leaderboard(me.id, new Date());
  }

  @Get('rewards')
  rewards(@CurrentSalesperson() me: SalespersonPrincipal): Promise<RewardsData> {
    return this.queries.rewards(me.id, new Date());
  }

  @Get('tiers')
  tiers(): readonly Tier[] {
    return TIERS;
  }

  @Get('payout-details')
  payoutDetails(@CurrentSalesperson() me: SalespersonPrincipal, @Query('period') value: unknown): Promise<PayoutDetails> {
    return this.queries.payoutDetails(me.id, period(value), new Date());
  }

  @Get('payout-details/:period')
  payoutDetailsFor(@CurrentSalesperson() me: SalespersonPrincipal, @Param('period') value: string): Promise<PayoutDetails> {
    return this.queries.payoutDetails(me.id, period(value), new Date());
  }

  @Get('badges')
  badges(@CurrentSalesperson() me: SalespersonPrincipal): Promise<Badge[]> {
    return this.queries.badges(me.id);
  }

  @Post('badges/check')
  @HttpCode(200)
  checkBadges(@CurrentSalesperson() me: SalespersonPrincipal): Promise<BadgeCheckResponse> {
    return this.queries.checkBadges(me.id);
  }
}
