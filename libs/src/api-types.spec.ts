import { UPDATE_APPOINTMENT_FIELDS } from './api-types.js';
import type { AdminAnalytics, Appointment, BadgeCheckResponse, UpdateAppointmentRequest } from './api-types.js';
import { computeFunnel } from './analytics.js';
import { evaluateBadges } from './badges.js';
import { centsToDecimal } from './money.js';
import { bookingPriceCents } from './prices.js';

describe('api types', () => {
  it('lists exactly the patchable appointment fields', () => {
    const sample: Required<UpdateAppointmentRequest> = { status: 'completed', payoutStatus: 'fulfilled', isConfirmed: true };
    expect([...UPDATE_APPOINTMENT_FIELDS].sort()).toEqual(Object.keys(sample).sort());
  });

  it('carries money as 2-decimal strings built from cents', () => {
    const appointment: Appointment = {
      id: 'a1',
      customerFirstName: 'Leilani',
      customerLastName: 'Kahale',
      customerEmail: 'leilani@example.com',
      customerPhone: '8085550100',
      vehicleYear: '2024',
      vehicleMake: 'Toyota',
      vehicleModel: 'Tacoma',
      tintPackageId: 'ceramic',
      appointmentDate: '2026-11-23',
      appointmentTime: '8:30 AM',
      estimatedPrice: centsToDecimal(bookingPriceCents({ tintPackageId: 'ceramic', vehicleMake: 'Toyota', vehicleModel: 'Tacoma' })),
      commission: centsToDecimal(2500),
      status: 'scheduled',
      payoutStatus: 'pending',
      isConfirmed: false,
      createdAt: '2026-11-20T19:00:00.000Z',
      reviewStatus: null,
    };
    expect(appointment.estimatedPrice).toBe('450.00');
    expect(appointment.commission).toBe('25.00');
  });

  it('accepts the pure computations as response bodies', () => {
    const analytics: AdminAnalytics = computeFunnel([]);
    const badges = evaluateBadges([{ bookedAt: '2026-11-23T20:00:00Z', completedAt: null }]);
    const check: BadgeCheckResponse = {
      count: badges.length,
      newBadges: badges.map((b, i) => ({
        id: String(i),
        badgeType: b.type,
        badgeName: b.name,
        description: b.description,
        iconEmoji: b.iconEmoji,
        earnedAt: '2026-11-23T20:00:00.000Z',
        metadata: b.metadata,
      })),
    };
    expect(analytics.recentSessions).toEqual([]);
    expect(check.newBadges[0]?.badgeName).toBe('First Referral 🎯');
  });
});
