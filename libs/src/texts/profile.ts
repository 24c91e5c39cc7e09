/**
 * Texts of the profile-enhancement dialog (SPEC 2.3). The option lists are in '../profile-options.js'.
 */

// ---- SPEC 2.3 ----
export const SKIP_FOR_NOW = 'Skip for Now';
export const SAVE_PROFILE = 'Save Profile';

// ---- Our wording ----
export const PROFILE_MODAL_TITLE = 'Enhance Your Profile';
export const PROFILE_MODAL_INTRO = 'All fields are optional. Your profile is saved on this device only.';
export const PROFILE_PHOTO_LABEL = 'Profile photo';
export const PROFILE_PHOTO_HINT = 'Preview only — the photo is not saved.';
export const PROFILE_PHOTO_CHOOSE = 'Choose Photo';
export const PROFILE_PHOTO_REMOVE = 'Remove';
export const BIO_LABEL = 'Bio';
export const BIO_PLACEHOLDER = 'Tell customers a little about yourself';
export const EXPERIENCE_LABEL = 'Years of experience';
export const EXPERIENCE_PLACEHOLDER = 'Select your experience';
export const SPECIALTIES_LABEL = 'Specialties';
export const CONTACT_LABEL = 'Preferred contact method';
export const WORKING_HOURS_LABEL = 'Working hours';
export const WORKING_HOURS_PLACEHOLDER = 'e.g. Mon–Fri, 9 AM – 5 PM';
export const PROFILE_SAVED_TITLE = 'Profile Saved';
export const PROFILE_SAVED_TEXT = 'Your profile details are saved on this device.';
