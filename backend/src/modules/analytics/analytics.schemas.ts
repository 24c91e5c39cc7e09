// The admin's Analytics answer in the API docs: each class documents the libs wire type it implements.
import { ApiProperty } from '@nestjs/swagger';
import type { AbandonmentPoint, AdminAnalytics, AnalyticsEventType, ConversionMetrics, RecentSession, RecentSessionEvent } from '@tint/libs/api-types';
import { FUNNEL_STEPS } from '@tint/libs/analytics';
import { ApiInstant, WireType } from '../../platform/http/api-docs.js';

const ApiFunnelStep = () => ApiProperty({ enum: [...FUNNEL_STEPS] });

@WireType()
export class ConversionMetricsSchema implements ConversionMetrics {
  @ApiProperty()
  tintMatchStarted: number;

  @ApiProperty()
  tintMatchCompleted: number;

  @ApiProperty()
  pricingViewed: number;

  @ApiProperty()
  bookingStarted: number;

  @ApiProperty()
  bookingCompleted: number;

  @ApiProperty({ description: 'booking_completed / tint_match_started × 100, 1 decimal; may exceed 100 (direct bookings).' })
  conversionRate: number;

  @ApiProperty({ description: 'booking_started / pricing_viewed × 100, 1 decimal.' })
  pricingToBookingRate: number;
}

@WireType()
export class AbandonmentPointSchema implements AbandonmentPoint {
  @ApiProperty({ example: 'Pricing Viewed → Booking Started' })
  step: string;

  @ApiFunnelStep()
  fromStep: AnalyticsEventType;

  @ApiFunnelStep()
  toStep: AnalyticsEventType;

  @ApiProperty({ description: 'Sessions that reached fromStep and never reached toStep.' })
  count: number;

  @ApiProperty({ description: 'count as a percentage of the sessions that reached fromStep, 1 decimal.' })
  percentage: number;
}

@WireType()
export class RecentSessionEventSchema implements RecentSessionEvent {
  @ApiFunnelStep()
  eventType: AnalyticsEventType;

  @ApiInstant()
  occurredAt: string;
}

@WireType()
export class RecentSessionSchema implements RecentSession {
  @ApiProperty()
  sessionId: string;

  @ApiProperty({ required: false })
  salespersonId?: string;

  @ApiProperty()
  completed: boolean;

  @ApiProperty({ type: [RecentSessionEventSchema] })
  events: RecentSessionEventSchema[];
}

@WireType()
export class AdminAnalyticsSchema implements AdminAnalytics {
  @ApiProperty({ type: () => ConversionMetricsSchema })
  conversionMetrics: ConversionMetricsSchema;

  @ApiProperty({ type: [AbandonmentPointSchema] })
  topAbandonmentPoints: AbandonmentPointSchema[];

  @ApiProperty({ type: [RecentSessionSchema] })
  recentSessions: RecentSessionSchema[];
}
