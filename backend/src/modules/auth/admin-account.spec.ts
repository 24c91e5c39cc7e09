import { ADMIN_EXISTS } from '@tint/libs/validation-messages';
import { deciderSpec, MONDAY_MORNING } from '../../../test/support/decider-spec.js';
import { ConflictError } from '../../platform/errors.js';
import { adminDecider, type AdminEvent } from './admin-account.js';

const spec = deciderSpec(adminDecider, MONDAY_MORNING);

const admin = { adminId: '00000000-0000-4000-8000-0000000000ad', firstName: 'Leilani', lastName: 'Kahale', email: 'ops@example.com', hasPassword: true as const };
const created: AdminEvent = { type: 'AdminCreated', data: admin };

describe('the admin account decider', () => {
  it('creates an admin once', () => {
    spec.given([]).when({ type: 'CreateAdmin', data: admin }).then([created]);
    spec.given([created]).when({ type: 'CreateAdmin', data: admin }).thenThrows(ConflictError, ADMIN_EXISTS);
  });
});
