// The salesperson aggregate (stream `salesperson-<id>`): registration, password changes and linked
// outside identities. Its events never hold the password's hash (credentials.ts). A unique email is the accounts projection's business (its index refuses a
// second registration in the same transaction).
import { ACCOUNT_NOT_FOUND, DUPLICATE_EMAIL } from '@tint/libs/validation-messages';
import { erasedEmail, FORMER_SALESPERSON_NAME, placeholderNameParts } from '@tint/libs/texts/privacy';
import { type DecisionContext, type Decider, unknownEvent } from '../../platform/decider.js';
import { type PersonalDataPolicies, subjectOf } from '../../platform/personal-data/policies.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';

export type OidcIdentity = { issuer: string; subject: string };

export type Registration = {
  salespersonId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  company: string;
  /** Whether the account has a password (its hash is in `credentials`, never in an event); false for accounts
   *  created through the outside identity provider. */
  hasPassword: boolean;
  identity: OidcIdentity | null;
};

export type SalespersonEvent =
  | { type: 'SalespersonRegistered'; data: Registration }
  | { type: 'SalespersonPasswordChanged'; data: Record<string, never> }
  | { type: 'SalespersonIdentityLinked'; data: OidcIdentity };

export type SalespersonCommand =
  | { type: 'RegisterSalesperson'; data: Registration }
  | { type: 'ChangePassword'; data: Record<string, never> }
  | { type: 'LinkIdentity'; data: OidcIdentity };

export type SalespersonState = { registered: false } | { registered: true; email: string; identities: OidcIdentity[] };

export const salespersonStream = (id: string) => `salesperson-${id}`;

export const salespersonSubject = (salespersonId: string) => subjectOf('salesperson', salespersonId);

const formerSalesperson = placeholderNameParts(FORMER_SALESPERSON_NAME);

/** A salesperson's name and contacts; an erased one keeps a unique address nobody can receive mail at. */
export const SALESPERSON_PERSONAL_DATA: PersonalDataPolicies = {
  SalespersonRegistered: {
    subject: (data) => salespersonSubject(data.salespersonId as string),
    fields: ['firstName', 'lastName', 'email', 'phoneNumber'],
    erased: (data) => ({ ...formerSalesperson, email: erasedEmail(data.salespersonId as string), phoneNumber: '' }),
  },
};

export const salespersonDecider: Decider<SalespersonState, SalespersonCommand, SalespersonEvent, DecisionContext> = {
  initialState: { registered: false },

  evolve(state, event) {
    switch (event.type) {
      case 'SalespersonRegistered':
        return { registered: true, email: event.data.email, identities: event.data.identity ? [event.data.identity] : [] };
      case 'SalespersonPasswordChanged':
        return state;
      case 'SalespersonIdentityLinked':
        return state.registered ? { ...state, identities: [...state.identities, event.data] } : state;
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterSalesperson':
        if (state.registered) throw new ConflictError(DUPLICATE_EMAIL);
        return [{ type: 'SalespersonRegistered', data: command.data }];
      case 'ChangePassword':
        if (!state.registered) throw new NotFoundError(ACCOUNT_NOT_FOUND);
        return [{ type: 'SalespersonPasswordChanged', data: {} }];
      case 'LinkIdentity': {
        if (!state.registered) throw new NotFoundError(ACCOUNT_NOT_FOUND);
        const { issuer, subject } = command.data;
        return state.identities.some((i) => i.issuer === issuer && i.subject === subject) ? [] : [{ type: 'SalespersonIdentityLinked', data: command.data }];
      }
    }
  },
};
