import { ACCOUNT_NOT_FOUND, DUPLICATE_EMAIL } from '@tint/libs/validation-messages';
import { deciderSpec, MONDAY_MORNING } from '../../../test/support/decider-spec.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import { salespersonDecider, type SalespersonEvent } from './salesperson.js';

const spec = deciderSpec(salespersonDecider, MONDAY_MORNING);

const registration = {
  salespersonId: '00000000-0000-4000-8000-0000000000aa',
  firstName: 'Kai',
  lastName: 'Makoa',
  email: 'kai@example.com',
  phoneNumber: '8085550123',
  company: 'Maui Toyota',
  hasPassword: true,
  identity: null,
};
const registered: SalespersonEvent = { type: 'SalespersonRegistered', data: registration };
const provider = { issuer: 'https://id.example.com', subject: 'kai-1' };

describe('the salesperson decider', () => {
  it('registers a new salesperson once', () => {
    spec.given([]).when({ type: 'RegisterSalesperson', data: registration }).then([registered]);
    spec.given([registered]).when({ type: 'RegisterSalesperson', data: registration }).thenThrows(ConflictError, DUPLICATE_EMAIL);
  });

  it("changes a registered salesperson's password", () => {
    // The event says that the password changed, never what to (its hash is in `credentials`).
    spec.given([registered]).when({ type: 'ChangePassword', data: {} }).then([{ type: 'SalespersonPasswordChanged', data: {} }]);
    spec.given([]).when({ type: 'ChangePassword', data: {} }).thenThrows(NotFoundError, ACCOUNT_NOT_FOUND);
  });

  it('links an outside identity once, and knows the one an account was registered with', () => {
    spec.given([registered]).when({ type: 'LinkIdentity', data: provider }).then([{ type: 'SalespersonIdentityLinked', data: provider }]);
    spec.given([registered, { type: 'SalespersonIdentityLinked', data: provider }]).when({ type: 'LinkIdentity', data: provider }).then([]);
    spec.given([{ type: 'SalespersonRegistered', data: { ...registration, hasPassword: false, identity: provider } }]).when({ type: 'LinkIdentity', data: provider }).then([]);
    spec.given([]).when({ type: 'LinkIdentity', data: provider }).thenThrows(NotFoundError, ACCOUNT_NOT_FOUND);
  });
});
