import { BADGE_DEFINITIONS } from '@tint/libs/badges';
import { APPOINTMENT_STATUS_NOTICE_MAX, DEFAULT_BUSINESS_TIMEZONE } from '@tint/libs/constants';
import { formatMoney } from '@tint/libs/money';
import { CASH_BONUS_CENTS, computeRewards } from '@tint/libs/rewards';
import { appointmentNotice, appointmentStatusNotice, badgeNotice, cashBonusHint, giftCardHint, leaderboardNotice } from '@tint/libs/texts/notifications';
import { challengeNotice } from '@tint/libs/texts/challenges';
import { describe, expect, it } from 'vitest';
import { appointmentFixture, badgeFixture, leaderboardEntry } from '@/testing/salesperson-fixtures';
import type { NotificationSources } from './build-notifications';
import { buildNotifications } from './build-notifications';

// Thursday 8 January 2026, 10:00 in Honolulu (UTC−10): the last 7 days start on Friday 2 January, 00:00 HST.
const now = new Date('2026-01-08T20:00:00.000Z');
const asOf = new Date('2026-01-08T19:00:00.000Z');
const zone = DEFAULT_BUSINESS_TIMEZONE;

function sources(overrides: Partial<NotificationSources> = {}): NotificationSources {
  return { now, zone, userId: 'u1', rewards: null, leaderboard: null, badges: null, appointments: null, readIds: new Set(), ...overrides };
}

describe('buildNotifications', () => {
  it('is empty without data', () => {
    expect(buildNotifications(sources())).toEqual([]);
  });

  it('tells what became of each booking: confirmed, serviced, paid, cancelled, missed (issue 18)', () => {
    // Booked long ago (no booking notice): only what they reached since.
    const old = { createdAt: '2025-12-01T00:00:00.000Z' };
    const appointments = [
      appointmentFixture({ ...old, id: 'a1', customerFirstName: 'Ana', appointmentDate: '2026-01-05', isConfirmed: true, status: 'completed', payoutStatus: 'fulfilled' }),
      appointmentFixture({ ...old, id: 'a2', customerFirstName: 'Ben', appointmentDate: '2026-01-06', status: 'cancelled' }),
      appointmentFixture({ ...old, id: 'a3', customerFirstName: 'Cy', appointmentDate: '2026-01-07', isConfirmed: true, status: 'no_show' }),
      appointmentFixture({ ...old, id: 'a4', customerFirstName: 'Dee', appointmentDate: '2026-01-09' }),
    ];
    const notices = buildNotifications(sources({ appointments }));
    expect(notices.map((notice) => notice.id).sort()).toEqual(
      ['a1-confirmed', 'a1-serviced', 'a1-paid', 'a2-cancelled', 'a3-confirmed', 'a3-no_show'].map((suffix) => `appointment-${suffix}`).sort(),
    );
    expect(notices.find((notice) => notice.id === 'appointment-a2-cancelled')).toEqual({
      id: 'appointment-a2-cancelled',
      type: 'appointment',
      message: appointmentStatusNotice('cancelled', 'Ben Akana', 'Tue, Jan 6, 2026'),
      timestamp: now.toISOString(),
      read: false,
    });
    expect(notices.find((notice) => notice.id === 'appointment-a3-no_show')?.message).toBe(appointmentStatusNotice('no_show', 'Cy Akana', 'Wed, Jan 7, 2026'));
    // Read once, read for good: the ids stay.
    expect(buildNotifications(sources({ appointments, readIds: new Set(['appointment-a2-cancelled']) })).find((n) => n.id === 'appointment-a2-cancelled')?.read).toBe(true);
    // The latest appointments only.
    const many = Array.from({ length: APPOINTMENT_STATUS_NOTICE_MAX + 2 }, (_, i) =>
      appointmentFixture({ ...old, id: `m${String(i)}`, appointmentDate: `2026-01-${String(10 + i)}`, status: 'cancelled' }),
    );
    const shown = buildNotifications(sources({ appointments: many })).map((notice) => notice.id);
    expect(shown).toHaveLength(APPOINTMENT_STATUS_NOTICE_MAX);
    expect(shown).not.toContain('appointment-m0-cancelled');
  });

  it('hints at the next cash bonus at 3 or fewer referrals to go, and not at 4', () => {
    expect(buildNotifications(sources({ rewards: { data: computeRewards(6, 6), asOf } }))).toEqual([]);

    expect(buildNotifications(sources({ rewards: { data: computeRewards(7, 7), asOf } }))).toEqual([
      {
        id: 'bonus-2026-01-1-3',
        type: 'bonus',
        message: cashBonusHint(3, formatMoney(CASH_BONUS_CENTS)),
        timestamp: asOf.toISOString(),
        read: false,
      },
    ]);
    const [oneLeft] = buildNotifications(sources({ rewards: { data: computeRewards(19, 4), asOf } }));
    expect(oneLeft).toMatchObject({ id: 'bonus-2026-01-2-1', message: cashBonusHint(1, formatMoney(CASH_BONUS_CENTS)) });
  });

  it('hints at the next gift card at 2 or fewer to go, from lifetime referrals', () => {
    expect(buildNotifications(sources({ rewards: { data: computeRewards(0, 12), asOf } }))).toEqual([]);

    const notices = buildNotifications(sources({ rewards: { data: computeRewards(0, 28), asOf } }));
    expect(notices).toEqual([
      { id: 'gift-card-2-2', type: 'bonus', message: giftCardHint(2), timestamp: asOf.toISOString(), read: false },
    ]);
  });

  it("tells a salesperson in the top 3 their rank: their place in the server's order, ties included", () => {
    const leaderboard = [
      leaderboardEntry({ id: 'u2' }, { monthlyReferrals: 9 }),
      leaderboardEntry({ id: 'u3' }, { monthlyReferrals: 5, completedServices: 2 }),
      leaderboardEntry({ id: 'u1', lastName: 'Kealoha' }, { monthlyReferrals: 5 }),
      leaderboardEntry({ id: 'u4' }, { monthlyReferrals: 1 }),
    ];
    expect(buildNotifications(sources({ leaderboard: { data: leaderboard, asOf } }))).toEqual([
      {
        id: 'leaderboard-2026-01-3',
        type: 'leaderboard',
        message: leaderboardNotice(3),
        timestamp: asOf.toISOString(),
        read: false,
      },
    ]);

    expect(buildNotifications(sources({ leaderboard: { data: leaderboard, asOf }, userId: 'u4' }))).toEqual([]);
    // A podium of zeros is no news.
    const quiet = [leaderboardEntry({ id: 'u1' }), leaderboardEntry({ id: 'u2' })];
    expect(buildNotifications(sources({ leaderboard: { data: quiet, asOf } }))).toEqual([]);
  });

  it('announces every badge as an achievement at the time it was earned', () => {
    const badge = badgeFixture({ id: 'b-first', earnedAt: '2026-01-03T01:00:00.000Z' });
    expect(buildNotifications(sources({ badges: [badge] }))).toEqual([
      {
        id: 'badge-b-first',
        type: 'achievement',
        message: badgeNotice(BADGE_DEFINITIONS.first_referral.name),
        timestamp: '2026-01-03T01:00:00.000Z',
        read: false,
      },
    ]);
  });

  it('announces every challenge completed as an achievement at the time it was earned (issue 20)', () => {
    const earnedChallenges = [
      { id: 'e1', challengeId: 'c1', challengeName: 'Holiday sprint', metric: 'bookings' as const, target: 2, rewardType: 'cash' as const, rewardAmount: '50.00', rewardDescription: null, earnedAt: '2026-01-07T20:00:00.000Z' },
      { id: 'e2', challengeId: 'c2', challengeName: 'Service week', metric: 'completed_services' as const, target: 5, rewardType: 'gift_card' as const, rewardAmount: '25.00', rewardDescription: 'Maui Coffee', earnedAt: '2026-01-08T10:00:00.000Z' },
    ];
    expect(buildNotifications(sources({ earnedChallenges }))).toEqual([
      { id: 'challenge-e2', type: 'achievement', message: challengeNotice('Service week', '$25.00 Maui Coffee gift card'), timestamp: '2026-01-08T10:00:00.000Z', read: false },
      { id: 'challenge-e1', type: 'achievement', message: challengeNotice('Holiday sprint', '$50.00 cash'), timestamp: '2026-01-07T20:00:00.000Z', read: false },
    ]);
  });

  it('lists at most 2 bookings of the last 7 days in the business time zone, newest first', () => {
    const appointments = [
      appointmentFixture({ id: 'old', createdAt: '2026-01-02T09:59:59.000Z' }), // Jan 1, 23:59 HST: outside
      appointmentFixture({ id: 'first-day', createdAt: '2026-01-02T10:00:00.000Z' }), // Jan 2, 00:00 HST
      appointmentFixture({
        id: 'newest',
        customerFirstName: 'Ana',
        appointmentDate: '2026-01-12',
        appointmentTime: '10:30 AM',
        createdAt: '2026-01-08T18:00:00.000Z',
      }),
      appointmentFixture({ id: 'middle', createdAt: '2026-01-05T18:00:00.000Z' }),
    ];
    const notices = buildNotifications(sources({ appointments }));
    expect(notices.map((notice) => notice.id)).toEqual(['appointment-newest', 'appointment-middle']);
    expect(notices[0]).toEqual({
      id: 'appointment-newest',
      type: 'appointment',
      message: appointmentNotice('Ana Akana', 'Mon, Jan 12, 2026', '10:30 AM'),
      timestamp: '2026-01-08T18:00:00.000Z',
      read: false,
    });

    const onlyOld = buildNotifications(sources({ appointments: appointments.slice(0, 2) }));
    expect(onlyOld.map((notice) => notice.id)).toEqual(['appointment-first-day']);
  });

  it('marks the read ids as read and orders every source newest first', () => {
    const notices = buildNotifications(
      sources({
        rewards: { data: computeRewards(8, 13), asOf },
        badges: [badgeFixture({ id: 'b1', earnedAt: '2026-01-06T00:00:00.000Z' })],
        appointments: [appointmentFixture({ id: 'a9', createdAt: '2026-01-07T00:00:00.000Z' })],
        readIds: new Set(['badge-b1', 'gift-card-1-2']),
      }),
    );
    expect(notices.map((notice) => [notice.id, notice.read])).toEqual([
      ['bonus-2026-01-1-2', false],
      ['gift-card-1-2', true],
      ['appointment-a9', false],
      ['badge-b1', true],
    ]);
  });
});
