// POST /api/analytics/track: a known event type, a well-formed session id, a small eventData object.
// salespersonId is accepted for the spec's clients and ignored (the session decides).
import { Allow, IsIn, IsObject, IsOptional, Matches, ValidatorConstraint, type ValidatorConstraintInterface, Validate } from 'class-validator';
import { ANALYTICS_EVENT_DATA_MAX_BYTES, ANALYTICS_SESSION_ID_PATTERN, TRACKED_EVENT_TYPES, type TrackedEventType } from '@tint/libs/analytics';
import { INVALID_ANALYTICS_EVENT_DATA, INVALID_ANALYTICS_SESSION, UNKNOWN_ANALYTICS_EVENT } from '@tint/libs/validation-messages';

@ValidatorConstraint({ name: 'smallObject' })
class SmallObject implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && Buffer.byteLength(JSON.stringify(value)) <= ANALYTICS_EVENT_DATA_MAX_BYTES;
  }

  defaultMessage(): string {
    return INVALID_ANALYTICS_EVENT_DATA;
  }
}

export class TrackEventDto {
  @Matches(ANALYTICS_SESSION_ID_PATTERN, { message: INVALID_ANALYTICS_SESSION })
  sessionId: string;

  @IsIn(TRACKED_EVENT_TYPES, { message: UNKNOWN_ANALYTICS_EVENT })
  eventType: TrackedEventType;

  @Validate(SmallObject)
  @IsObject({ message: INVALID_ANALYTICS_EVENT_DATA })
  eventData: Record<string, unknown>;

  @IsOptional()
  @Allow()
  salespersonId?: unknown;
}
