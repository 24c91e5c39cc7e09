// Owns the handful of typed errors domain code throws; the HTTP error filter maps each to
// {statusCode, message}. Workers never throw these for business outcomes.
import { CONCURRENT_CHANGE, NO_ACCESS, NOT_FOUND, SIGN_IN_REQUIRED } from '@tint/libs/validation-messages';

export class DomainError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 429,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = SIGN_IN_REQUIRED) {
    super(401, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = NO_ACCESS) {
    super(403, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = NOT_FOUND) {
    super(404, message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}

/** An append found its stream at another version than the command expected. */
export class ConcurrencyError extends ConflictError {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number | 'any',
    readonly actualVersion: number | undefined,
    message = CONCURRENT_CHANGE,
  ) {
    super(message);
  }
}
