import { TV_SCREEN_NAME_REQUIRED, TV_SCREEN_NOT_FOUND } from '@tint/libs/texts/tv';
import { deciderSpec, MONDAY_MORNING } from '../../../test/support/decider-spec.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.js';
import { tvTokenDecider, type TvTokenEvent } from './tv-token.js';

const spec = deciderSpec(tvTokenDecider, MONDAY_MORNING);

const tokenId = '00000000-0000-4000-8000-000000000030';
const leilani = '00000000-0000-4000-8000-0000000000ad';
const details = { tokenId, name: 'Maui Toyota showroom', tokenHash: 'ab'.repeat(32), issuedBy: leilani };
const issued: TvTokenEvent = { type: 'TvTokenIssued', data: details };
const revoked: TvTokenEvent = { type: 'TvTokenRevoked', data: { tokenId, revokedBy: leilani } };
const issue = (overrides: Partial<typeof details> = {}) => ({ type: 'IssueTvToken' as const, data: { ...details, ...overrides } });
const revoke = { type: 'RevokeTvToken' as const, data: { tokenId, revokedBy: leilani } };

describe('the showroom screen decider', () => {
  it('issues a token once, with the name trimmed', () => {
    spec.given([]).when(issue({ name: '  Maui Toyota showroom ' })).then([issued]);
    spec.given([issued]).when(issue()).thenThrows(ConflictError);
    spec.given([]).when(issue({ name: '   ' })).thenThrows(BadRequestError, TV_SCREEN_NAME_REQUIRED);
  });

  it('revokes an issued token once; revoking again changes nothing; an unknown one is not found', () => {
    spec.given([issued]).when(revoke).then([revoked]);
    spec.given([issued, revoked]).when(revoke).then([]);
    spec.given([]).when(revoke).thenThrows(NotFoundError, TV_SCREEN_NOT_FOUND);
  });
});
