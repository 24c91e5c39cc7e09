// The showroom screen aggregate (stream `tv-token-<id>`): a token an admin made for one screen, from its issue until
// it is revoked. Only the token's SHA-256 travels in the event (it is not personal data, and the token itself is never
// stored): the screen's page is opened by whoever holds the token, and the hash finds the screen.
import { TV_SCREEN_NAME_REQUIRED, TV_SCREEN_NOT_FOUND } from '@tint/libs/texts/tv';
import { type DecisionContext, type Decider, unknownEvent } from '../../platform/decider.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.js';

type Issued = { tokenId: string; name: string; tokenHash: string; issuedBy: string };
type Revoked = { tokenId: string; revokedBy: string };

export type TvTokenEvent = { type: 'TvTokenIssued'; data: Issued } | { type: 'TvTokenRevoked'; data: Revoked };

export type TvTokenCommand = { type: 'IssueTvToken'; data: Issued } | { type: 'RevokeTvToken'; data: Revoked };

export type TvTokenState = { status: 'none' | 'active' | 'revoked' };

export const tvTokenStream = (id: string) => `tv-token-${id}`;

/** Issuing over an existing stream: a random id reused, which never happens; said rather than appended. */
const TOKEN_EXISTS = 'This showroom screen exists already.';

export const tvTokenDecider: Decider<TvTokenState, TvTokenCommand, TvTokenEvent, DecisionContext> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'TvTokenIssued':
        return { status: 'active' };
      case 'TvTokenRevoked':
        return state.status === 'none' ? state : { status: 'revoked' };
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'IssueTvToken': {
        if (state.status !== 'none') throw new ConflictError(TOKEN_EXISTS);
        const name = command.data.name.trim();
        if (name === '') throw new BadRequestError(TV_SCREEN_NAME_REQUIRED);
        return [{ type: 'TvTokenIssued', data: { ...command.data, name } }];
      }
      case 'RevokeTvToken':
        if (state.status === 'none') throw new NotFoundError(TV_SCREEN_NOT_FOUND);
        // Revoking again changes nothing.
        return state.status === 'active' ? [{ type: 'TvTokenRevoked', data: command.data }] : [];
    }
  },
};
