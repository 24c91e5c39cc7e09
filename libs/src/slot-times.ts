/** The three bookable times of a day (SPEC), the same every weekday. */
export const SLOT_TIMES = ['8:30 AM', '10:30 AM', '12:30 PM'] as const;
export type SlotTime = (typeof SLOT_TIMES)[number];

export function isSlotTime(value: unknown): value is SlotTime {
  return typeof value === 'string' && (SLOT_TIMES as readonly string[]).includes(value);
}
