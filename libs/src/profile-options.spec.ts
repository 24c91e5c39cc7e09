import {
  CONTACT_METHOD_OPTIONS,
  CONTACT_METHOD_VALUES,
  EMPTY_PROFILE,
  EXPERIENCE_OPTIONS,
  EXPERIENCE_VALUES,
  SPECIALTIES,
  storableProfile,
} from './profile-options.js';

describe('profile options', () => {
  it('offers the spec experience values in order, each labelled', () => {
    expect(EXPERIENCE_OPTIONS.map((o) => o.value)).toEqual([...EXPERIENCE_VALUES]);
    expect(EXPERIENCE_OPTIONS.every((o) => o.label.length > 0)).toBe(true);
  });

  it('offers the eight specialties', () => {
    expect(SPECIALTIES).toHaveLength(8);
    expect(SPECIALTIES).toContain('SUVs/Trucks');
    expect(SPECIALTIES).toContain('First-time Buyers');
  });

  it('offers the four contact methods', () => {
    expect(CONTACT_METHOD_OPTIONS.map((o) => o.value)).toEqual([...CONTACT_METHOD_VALUES]);
  });
});

describe('storableProfile', () => {
  it('drops the photo and copies the list', () => {
    const profile = { ...EMPTY_PROFILE, bio: 'Hi', specialties: ['Sports Cars' as const], profilePhoto: 'data:image/png;base64,AAA' };
    const stored = storableProfile(profile);
    expect(stored).toEqual({ bio: 'Hi', yearsExperience: '', specialties: ['Sports Cars'], preferredContact: '', workingHours: '' });
    expect('profilePhoto' in stored).toBe(false);
    expect(stored.specialties).not.toBe(profile.specialties);
  });
});
