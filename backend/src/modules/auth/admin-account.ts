// The admin aggregate (stream `admin-<id>`): admins are separate accounts, created by the CLI (or
// the demo seed), never through sign-up.
import { ConflictError } from '../../platform/errors.js';

export type AdminEvent = {
  type: 'AdminCreated';
  data: { adminId: string; firstName: string; lastName: string; email: string; passwordHash: string };
};

export type AdminState = { created: boolean };

export const adminStream = (id: string) => `admin-${id}`;

export function evolveAdmin(_state: AdminState, event: AdminEvent): AdminState {
  switch (event.type) {
    case 'AdminCreated':
      return { created: true };
    default: {
      const unknown: never = event.type;
      return unknown;
    }
  }
}

export function decideCreateAdmin(command: AdminEvent['data'], state: AdminState): AdminEvent[] {
  if (state.created) throw new ConflictError('This admin already exists.');
  return [{ type: 'AdminCreated', data: command }];
}
