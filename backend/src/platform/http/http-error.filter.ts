// The one place errors become HTTP answers: always {statusCode, message}, never a stack trace.
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '../errors.js';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

type BodyParserError = { type?: string; status?: number };

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { statusCode, message } = this.describe(exception);
    if (statusCode >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    if (response.headersSent) return;
    response.status(statusCode).json({ statusCode, message });
  }

  private describe(exception: unknown): { statusCode: number; message: string } {
    if (exception instanceof DomainError) return { statusCode: exception.statusCode, message: exception.message };
    // Nest wraps body-parser's errors in an HttpException whose cause is the original.
    const parserError = (exception instanceof HttpException ? exception.cause : exception) as BodyParserError | undefined;
    const parserType = parserError?.type;
    if (parserType === 'entity.parse.failed') return { statusCode: 400, message: 'The request body is not valid JSON.' };
    if (parserType === 'entity.too.large') return { statusCode: 400, message: 'The request body is too large.' };
    if (parserType !== undefined && parserError?.status !== undefined && parserError.status < 500) {
      return { statusCode: 400, message: 'The request body could not be read.' };
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
