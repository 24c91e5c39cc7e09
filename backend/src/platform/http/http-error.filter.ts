// The one place errors become HTTP answers: always {statusCode, message}, never a stack trace. A database
// blip is a 503 with Retry-After: the command's transaction rolled back, so trying again is safe.
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { BODY_NOT_JSON, BODY_TOO_DEEP, BODY_TOO_LARGE, BODY_UNREADABLE, INTERNAL_ERROR_MESSAGE, JSON_ONLY, SERVICE_BRIEFLY_UNAVAILABLE } from '@tint/libs/validation-messages';
import { isTransientDatabaseError } from '../database/transient-errors.js';
import { DomainError } from '../errors.js';

/** What the body parser (configure-http.ts) or the server itself said about a request it could not read. */
type BodyError = { type?: string; code?: string; statusCode?: number };

/** The server's own codes for bodies it refused before any route saw them. */
const SERVER_BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: BODY_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: JSON_ONLY,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: BODY_UNREADABLE,
  FST_ERR_CTP_EMPTY_JSON_BODY: BODY_NOT_JSON,
  FST_ERR_CTP_INVALID_JSON_BODY: BODY_NOT_JSON,
};

/** A database restart or failover takes seconds. */
const RETRY_AFTER_SECONDS = 2;

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (isTransientDatabaseError(exception)) {
      this.logger.warn(`Database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
      if (reply.sent) return;
      void reply.header('Retry-After', String(RETRY_AFTER_SECONDS)).code(503).send({ statusCode: 503, message: SERVICE_BRIEFLY_UNAVAILABLE });
      return;
    }
    const { statusCode, message } = this.describe(exception);
    if (statusCode >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    if (reply.sent) return;
    void reply.code(statusCode).send({ statusCode, message });
  }

  private describe(exception: unknown): { statusCode: number; message: string } {
    if (exception instanceof DomainError) return { statusCode: exception.statusCode, message: exception.message };
    const bodyError = (exception instanceof HttpException ? exception.cause : exception) as BodyError | undefined;
    if (bodyError?.type === 'entity.parse.failed') return { statusCode: 400, message: BODY_NOT_JSON };
    if (bodyError?.type === 'entity.too.deep') return { statusCode: 400, message: BODY_TOO_DEEP };
    const code = bodyError?.code;
    if (code !== undefined && code.startsWith('FST_') && bodyError?.statusCode !== undefined && bodyError.statusCode < 500) {
      // Too large is its own status (the client may send less); every other unreadable body is a 400.
      return { statusCode: code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 413 : 400, message: SERVER_BODY_ERRORS[code] ?? BODY_UNREADABLE };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      if (statusCode >= 500) return { statusCode, message: INTERNAL_ERROR_MESSAGE };
      const body = exception.getResponse();
      if (typeof body === 'string') return { statusCode, message: body };
      const inner = (body as { message?: unknown }).message;
      const message = Array.isArray(inner) ? String(inner[0]) : typeof inner === 'string' ? inner : exception.message;
      return { statusCode, message };
    }
    return { statusCode: 500, message: INTERNAL_ERROR_MESSAGE };
  }
}
