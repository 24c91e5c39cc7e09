// The salesperson's gamification calls (SPEC 7): leaderboard (and issue 20's by dealership), rewards, tiers, badges; and the admin's
// Users tab, which shows each salesperson's performance.
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import type { AdminSalesperson, Badge, BadgeCheckResponse, DealershipStanding, LeaderboardEntry, RewardsData, Tier } from '@tint/libs/api-types';
import { TIERS } from '@tint/libs/tiers';
import { Clock } from '../../platform/clock.js';
import { Access, CurrentSalesperson, type SalespersonPrincipal } from '../../platform/http/access.js';
import { CheckBadgesCommand } from './check-badges.command.js';
import { GamificationQueries } from './gamification.queries.js';
import {
  AdminSalespersonSchema,
  BadgeCheckResponseSchema,
  BadgeSchema,
  DealershipStandingSchema,
  LeaderboardEntrySchema,
  RewardsDataSchema,
  TierSchema,
} from './gamification.schemas.js';

@Controller('api')
export class GamificationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: GamificationQueries,
    private readonly clock: Clock,
  ) {}

  @Get('leaderboard')
  @Access('salesperson')
  @ApiOkResponse({ type: [LeaderboardEntrySchema] })
  leaderboard(@CurrentSalesperson() me: SalespersonPrincipal): Promise<LeaderboardEntry[]> {
    return this.queries.leaderboard(me.id, this.clock.now());
  }

  /** Issue 20: the leaderboard by dealership, this month; the caller's own dealership marked. */
  @Get('leaderboard/dealerships')
  @Access('salesperson')
  @ApiOkResponse({ type: [DealershipStandingSchema] })
  dealershipStandings(@CurrentSalesperson() me: SalespersonPrincipal): Promise<DealershipStanding[]> {
    return this.queries.dealershipStandings(me.company, this.clock.now());
  }

  @Get('rewards')
  @Access('salesperson')
  @ApiOkResponse({ type: RewardsDataSchema })
  rewards(@CurrentSalesperson() me: SalespersonPrincipal): Promise<RewardsData> {
    return this.queries.rewards(me.id, this.clock.now());
  }

  @Get('tiers')
  @Access('salesperson')
  @ApiOkResponse({ type: [TierSchema] })
  tiers(): readonly Tier[] {
    return TIERS;
  }

  @Get('badges')
  @Access('salesperson')
  @ApiOkResponse({ type: [BadgeSchema] })
  badges(@CurrentSalesperson() me: SalespersonPrincipal): Promise<Badge[]> {
    return this.queries.badges(me.id);
  }

  @Post('badges/check')
  @HttpCode(200)
  @Access('salesperson')
  @ApiOkResponse({ type: BadgeCheckResponseSchema })
  checkBadges(@CurrentSalesperson() me: SalespersonPrincipal): Promise<BadgeCheckResponse> {
    return this.commands.execute(new CheckBadgesCommand(me.id));
  }

  @Get('admin/users')
  @Access('admin')
  @ApiOkResponse({ type: [AdminSalespersonSchema] })
  users(): Promise<AdminSalesperson[]> {
    return this.queries.salespeopleForAdmin(this.clock.now());
  }
}
