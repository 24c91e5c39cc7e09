// The admin aggregate (stream `admin-<id>`): admins are separate accounts, created by the CLI (or the
// demo seed), never through sign-up. A unique email is the accounts projection's business.
import { ADMIN_EXISTS } from '@tint/libs/validation-messages';
import { erasedEmail, FORMER_ADMIN_NAME, placeholderNameParts } from '@tint/libs/texts/privacy';
import type { DecisionContext, Decider } from '../../platform/decider.js';
import { type PersonalDataPolicies, subjectOf } from '../../platform/personal-data/policies.js';
import { ConflictError } from '../../platform/errors.js';

/** An admin always has a password; its hash is in `credentials`, never in the event (credentials.ts). */
type NewAdmin = { adminId: string; firstName: string; lastName: string; email: string; hasPassword: true };

export type AdminEvent = { type: 'AdminCreated'; data: NewAdmin };
export type AdminCommand = { type: 'CreateAdmin'; data: NewAdmin };
export type AdminState = { created: boolean };

export const adminStream = (id: string) => `admin-${id}`;

/** An admin's name and email, sealed like a salesperson's (there is no erasure of admins: they are removed by hand). */
export const ADMIN_PERSONAL_DATA: PersonalDataPolicies = {
  AdminCreated: {
    subject: (data) => subjectOf('admin', data.adminId as string),
    fields: ['firstName', 'lastName', 'email'],
    erased: (data) => ({ ...placeholderNameParts(FORMER_ADMIN_NAME), email: erasedEmail(data.adminId as string) }),
  },
};

export const adminDecider: Decider<AdminState, AdminCommand, AdminEvent, DecisionContext> = {
  initialState: { created: false },

  evolve(state, event) {
    return event.type === 'AdminCreated' ? { created: true } : state;
  },

  decide(command, state) {
    if (state.created) throw new ConflictError(ADMIN_EXISTS);
    return [{ type: 'AdminCreated', data: command.data }];
  },
};
