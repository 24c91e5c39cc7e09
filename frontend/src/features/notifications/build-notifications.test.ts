import { computeRewards } from '@tint/libs/rewards';
import { describe, expect, it } from 'vitest';
import { appointmentFixture, badgeFixture, leaderboardEntry } from '@/testing/salesperson-fixtures';
import type { NotificationSources } from './build-notifications';
import { buildNotifications } from './build-notifications';

// Thursday 8 January 2026, 10:00 in Honolulu (UTC−10): the last 7 days start on Friday 2 January, 00:00 HST.
const now = new Date('2026-01-08T20:00:00.000Z');
const asOf = new Date('2026-01-08T19:00:00.000Z');
const zone = 'Pacific/Honolulu';

function sources(overrides: Partial<NotificationSources> = {}): NotificationSources {
  return { now, zone, userId: 'u1', rewards: null, leaderboard: null, badges: null, appointments: null, readIds: new Set(), ...overrides };
}

describe('buildNotifications', () => {
  it('is empty without data', () => {
    expect(buildNotifications(sources())).toEqual([]);
  });

  it('hints at the next cash bonus at 3 or fewer referrals to go, and not at 4', () => {
    expect(buildNotifications(sources({ rewards: { data: computeRewards(6, 6), asOf } }))).toEqual([]);

    expect(buildNotifications(sources({ rewards: { data: computeRewards(7, 7), asOf } }))).toEqual([
      {
        id: 'bonus-2026-01-1-3',
        type: 'bonus',
        message: '3 more referrals for your next $250.00 bonus!',
        timestamp: asOf.toISOString(),
        read: false,
      },
    ]);
    const [oneLeft] = buildNotifications(sources({ rewards: { data: computeRewards(19, 4), asOf } }));
    expect(oneLeft).toMatchObject({ id: 'bonus-2026-01-2-1', message: '1 more referral for your next $250.00 bonus!' });
  });

  it('hints at the next gift card at 2 or fewer to go, from lifetime referrals', () => {
    expect(buildNotifications(sources({ rewards: { data: computeRewards(0, 12), asOf } }))).toEqual([]);

    const notices = buildNotifications(sources({ rewards: { data: computeRewards(0, 28), asOf } }));
    expect(notices).toEqual([
      { id: 'gift-card-2-2', type: 'bonus', message: '2 more referrals for your next gift card!', timestamp: asOf.toISOString(), read: false },
    ]);
  });

  it('tells a salesperson in the top 3 their rank, sharing ranks on equal counts', () => {
    const leaderboard = [
      leaderboardEntry({ id: 'u2' }, { monthlyReferrals: 9 }),
      leaderboardEntry({ id: 'u3' }, { monthlyReferrals: 5 }),
      leaderboardEntry({ id: 'u1', lastName: 'Kealoha' }, { monthlyReferrals: 5 }),
      leaderboardEntry({ id: 'u4' }, { monthlyReferrals: 1 }),
    ];
    expect(buildNotifications(sources({ leaderboard: { data: leaderboard, asOf } }))).toEqual([
      {
        id: 'leaderboard-2026-01-2',
        type: 'leaderboard',
        message: "You're #2 on the leaderboard this month!",
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
        message: 'You earned a badge: First Referral 🎯',
        timestamp: '2026-01-03T01:00:00.000Z',
        read: false,
      },
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
      message: 'Appointment booked for Ana Akana on Mon, Jan 12, 2026 at 10:30 AM',
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
