// The salesperson aggregate (stream `salesperson-<id>`): registration, password changes and linked
// outside identities. A unique email is the accounts projection's business (its index refuses a
// second registration in the same transaction).
import { ACCOUNT_NOT_FOUND, DUPLICATE_EMAIL } from '@tint/libs/validation-messages';
import { type DecisionContext, type Decider, unknownEvent } from '../../platform/decider.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';

export type OidcIdentity = { issuer: string; subject: string };

export type Registration = {
  salespersonId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  company: string;
  /** argon2id hash; null for accounts created through the outside identity provider. */
  passwordHash: string | null;
  identity: OidcIdentity | null;
};

export type SalespersonEvent =
  | { type: 'SalespersonRegistered'; data: Registration }
  | { type: 'SalespersonPasswordChanged'; data: { passwordHash: string } }
  | { type: 'SalespersonIdentityLinked'; data: OidcIdentity };

export type SalespersonCommand =
  | { type: 'RegisterSalesperson'; data: Registration }
  | { type: 'ChangePassword'; data: { passwordHash: string } }
  | { type: 'LinkIdentity'; data: OidcIdentity };

export type SalespersonState = { registered: false } | { registered: true; email: string; identities: OidcIdentity[] };

export const salespersonStream = (id: string) => `salesperson-${id}`;

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
        return [{ type: 'SalespersonPasswordChanged', data: command.data }];
      case 'LinkIdentity': {
        if (!state.registered) throw new NotFoundError(ACCOUNT_NOT_FOUND);
        const { issuer, subject } = command.data;
        return state.identities.some((i) => i.issuer === issuer && i.subject === subject) ? [] : [{ type: 'SalespersonIdentityLinked', data: command.data }];
      }
    }
  },
};
