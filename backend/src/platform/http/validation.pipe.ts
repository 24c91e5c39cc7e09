import { ValidationError, ValidationPipe } from '@nestjs/common';
import { BadRequestError } from '../errors.js';

const firstMessage = (errors: ValidationError[]): string => {
  for (const error of errors) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) return message;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return 'The request is not valid.';
};

/** Request bodies: unknown fields refused, the first failed rule's message returned as a 400. */
export const validationPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  exceptionFactory: (errors) => new BadRequestError(firstMessage(errors)),
});
