// The showroom screens' answers in the API docs: each class documents the libs wire type it implements.
import { ApiProperty } from '@nestjs/swagger';
import { TV_LEADERBOARD_SIZE, type CreatedTvScreen, type TvBoard, type TvChallenge, type TvDealershipStanding, type TvLeaderboardEntry, type TvScreen } from '@tint/libs/tv';
import { ApiDate, ApiInstant, WireType } from '../../platform/http/api-docs.js';

@WireType()
export class TvScreenSchema implements TvScreen {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Maui Toyota showroom' })
  name: string;

  @ApiInstant()
  createdAt: string;
}

@WireType()
export class CreatedTvScreenSchema extends TvScreenSchema implements CreatedTvScreen {
  @ApiProperty({ description: 'The screen’s token: shown in this answer only (the server keeps its hash).' })
  token: string;

  @ApiProperty({ example: '/tv/3q2-7wEXAMPLEtoken', description: 'The page to open on the screen: /tv/<token>.' })
  path: string;
}

@WireType()
export class TvLeaderboardEntrySchema implements TvLeaderboardEntry {
  @ApiProperty({ minimum: 1 })
  rank: number;

  @ApiProperty({ example: 'Kai M.', description: 'First name and last initial, for everyone.' })
  name: string;

  @ApiProperty()
  dealership: string;

  @ApiProperty({ description: 'Booked this month.' })
  bookings: number;

  @ApiProperty({ description: 'Marked serviced this month.' })
  completed: number;
}

@WireType()
export class TvDealershipStandingSchema implements TvDealershipStanding {
  @ApiProperty({ minimum: 1 })
  rank: number;

  @ApiProperty()
  dealership: string;

  @ApiProperty()
  bookings: number;

  @ApiProperty()
  completed: number;

  @ApiProperty()
  salespeople: number;
}

@WireType()
export class TvChallengeSchema implements TvChallenge {
  @ApiProperty()
  name: string;

  @ApiProperty({ enum: ['bookings', 'completed'] })
  metric: 'bookings' | 'completed';

  @ApiProperty()
  target: number;

  @ApiProperty({ example: '$300' })
  reward: string;

  @ApiDate('The last day of the challenge.')
  endDate: string;

  @ApiProperty()
  daysRemaining: number;
}

@WireType()
export class TvBoardSchema implements TvBoard {
  @ApiProperty()
  screenName: string;

  @ApiProperty({ example: 'November 2026' })
  month: string;

  @ApiInstant('When the server read the board.')
  generatedAt: string;

  @ApiProperty({ type: [TvLeaderboardEntrySchema], description: `The month's top ${String(TV_LEADERBOARD_SIZE)} salespeople, in the leaderboard's order.` })
  leaderboard: TvLeaderboardEntry[];

  @ApiProperty({ type: [TvDealershipStandingSchema] })
  dealerships: TvDealershipStanding[];

  @ApiProperty({ type: [TvChallengeSchema], description: 'The admin-made challenges running now.' })
  challenges: TvChallenge[];
}
