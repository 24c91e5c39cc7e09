// The salesperson aggregate (stream `salesperson-<id>`): registration, password changes and linked
// outside identities. Pure: evolve folds events into state, the decide functions turn a command
// and the state into new events or a typed error.
import { ConflictError, NotFoundError } from '../../platform/errors.js';

export type OidcIdentity = { issuer: string; subject: string };

export type SalespersonEvent =
  | {
      type: 'SalespersonRegistered';
      data: {
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
    }
  | { type: 'SalespersonPasswordChanged'; data: { passwordHash: string } }
  | { type: 'SalespersonIdentityLinked'; data: OidcIdentity };

export type SalespersonState = { registered: false } | { registered: true; email: string; identities: OidcIdentity[] };

export const initialSalespersonState: SalespersonState = { registered: false };

export const salespersonStream = (id: string) => `salesperson-${id}`;

export function evolveSalesperson(state: SalespersonState, event: SalespersonEvent): SalespersonState {
  switch (event.type) {
    case 'SalespersonRegistered':
      return { registered: true, email: event.data.email, identities: event.data.identity ? [event.data.identity] : [] };
    case 'SalespersonPasswordChanged':
      return state;
    case 'SalespersonIdentityLinked':
      return state.registered ? { ...state, identities: [...state.identities, event.data] } : state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export type RegisterSalesperson = Extract<SalespersonEvent, { type: 'SalespersonRegistered' }>['data'];

export function decideRegister(command: RegisterSalesperson, state: SalespersonState): SalespersonEvent[] {
  if (state.registered) throw new ConflictError('An account with this email already exists.');
  return [{ type: 'SalespersonRegistered', data: command }];
}

export function decideChangePassword(passwordHash: string, state: SalespersonState): SalespersonEvent[] {
  if (!state.registered) throw new NotFoundError('Account not found.');
  return [{ type: 'SalespersonPasswordChanged', data: { passwordHash } }];
}

export function decideLinkIdentity(identity: OidcIdentity, state: SalespersonState): SalespersonEvent[] {
  if (!state.registered) throw new NotFoundError('Account not found.');
  const linked = state.identities.some((i) => i.issuer === identity.issuer && i.subject === identity.subject);
  return linked ? [] : [{ type: 'SalespersonIdentityLinked', data: identity }];
}
