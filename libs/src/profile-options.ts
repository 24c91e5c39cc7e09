/**
 * Options of the optional profile-enhancement form (SPEC 9) and the shape it keeps in browser local
 * storage (SPEC 3: never sent to a server).
 */

export interface Option<Value extends string> {
  value: Value;
  label: string;
}

export const EXPERIENCE_VALUES = ['less-than-1', '1-2', '3-5', '6-10', 'more-than-10'] as const;
export type ExperienceValue = (typeof EXPERIENCE_VALUES)[number];

export const EXPERIENCE_OPTIONS: readonly Option<ExperienceValue>[] = [
  { value: 'less-than-1', label: 'Less than 1 year' },
  { value: '1-2', label: '1-2 years' },
  { value: '3-5', label: '3-5 years' },
  { value: '6-10', label: '6-10 years' },
  { value: 'more-than-10', label: 'More than 10 years' },
];

export const SPECIALTIES = [
  'Luxury Vehicles',
  'Commercial Vehicles',
  'Sports Cars',
  'SUVs/Trucks',
  'Classic Cars',
  'Electric Vehicles',
  'First-time Buyers',
  'Repeat Customers',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const CONTACT_METHOD_VALUES = ['phone', 'text', 'email', 'any'] as const;
export type ContactMethod = (typeof CONTACT_METHOD_VALUES)[number];

export const CONTACT_METHOD_OPTIONS: readonly Option<ContactMethod>[] = [
  { value: 'phone', label: 'Phone call' },
  { value: 'text', label: 'Text message' },
  { value: 'email', label: 'Email' },
  { value: 'any', label: 'Any method' },
];

export interface EnhancedProfile {
  bio: string;
  /** Empty until chosen: every field of the form is optional. */
  yearsExperience: ExperienceValue | '';
  specialties: Specialty[];
  preferredContact: ContactMethod | '';
  workingHours: string;
  /** Chosen in the form but never persisted (SPEC 3). */
  profilePhoto?: string;
}

export const EMPTY_PROFILE: Readonly<EnhancedProfile> = {
  bio: '',
  yearsExperience: '',
  specialties: [],
  preferredContact: '',
  workingHours: '',
};

/** What may be written to local storage: the profile without its photo. */
export function storableProfile(profile: EnhancedProfile): Omit<EnhancedProfile, 'profilePhoto'> {
  return {
    bio: profile.bio,
    yearsExperience: profile.yearsExperience,
    specialties: [...profile.specialties],
    preferredContact: profile.preferredContact,
    workingHours: profile.workingHours,
  };
}
