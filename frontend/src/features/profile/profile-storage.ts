// The enhanced profile lives only in this browser's local storage, one entry per user (SPEC 3), and
// never with its photo. Whatever is stored is read defensively: an old or edited entry must not break
// the dashboard.
import type { ContactMethod, EnhancedProfile, ExperienceValue, Specialty } from '@tint/libs/profile-options';
import { readStoredJson, writeStoredJson } from '@/lib/storage';
import {
  CONTACT_METHOD_VALUES,
  EMPTY_PROFILE,
  EXPERIENCE_VALUES,
  SPECIALTIES,
  storableProfile,
} from '@tint/libs/profile-options';

export function profileStorageKey(userId: string): string {
  return `tint-profile:${userId}`;
}

function isOneOf<Value extends string>(values: readonly Value[], value: unknown): value is Value {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function loadProfile(userId: string): EnhancedProfile {
  const stored = readStoredJson(profileStorageKey(userId));
  if (typeof stored !== 'object' || stored === null) return { ...EMPTY_PROFILE, specialties: [] };
  const entry = stored as Record<string, unknown>;
  return {
    bio: text(entry.bio),
    yearsExperience: isOneOf<ExperienceValue>(EXPERIENCE_VALUES, entry.yearsExperience) ? entry.yearsExperience : '',
    specialties: Array.isArray(entry.specialties)
      ? entry.specialties.filter((item): item is Specialty => isOneOf<Specialty>(SPECIALTIES, item))
      : [],
    preferredContact: isOneOf<ContactMethod>(CONTACT_METHOD_VALUES, entry.preferredContact) ? entry.preferredContact : '',
    workingHours: text(entry.workingHours),
  };
}

export function saveProfile(userId: string, profile: EnhancedProfile): void {
  writeStoredJson(profileStorageKey(userId), storableProfile(profile));
}
