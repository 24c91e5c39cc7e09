// Every GET and HEAD gets one more try when it meets a database blip (see database-blips.ts).
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { from, type Observable, retry, throwError } from 'rxjs';
import { DatabaseBlips } from '../database/database-blips.js';
import { isTransientDatabaseError } from '../database/transient-errors.js';

@Injectable()
export class ReadRetryInterceptor implements NestInterceptor {
  constructor(private readonly blips: DatabaseBlips) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const method = context.switchToHttp().getRequest<FastifyRequest>().method;
    if (method !== 'GET' && method !== 'HEAD') return next.handle();
    return next.handle().pipe(
      retry({ count: 1, delay: (error: unknown) => (isTransientDatabaseError(error) ? from(this.blips.back()) : throwError(() => error)) }),
    );
  }
}
