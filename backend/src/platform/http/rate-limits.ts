// Rate limits (rate-limiter-flexible): a generous per-address limit on every route, and a tight one
// on the credential routes, counted per email where the body names one (so one account cannot be
// guessed at from many addresses) and per address otherwise. Counters live in Redis when REDIS_URL
// is set (shared by every API replica), in process memory otherwise.
//
// Why not @nestjs/throttler: it is CommonJS and require()s the ESM-only NestJS 12, which Jest cannot
// load below Node 24.9, so it could not be tested here.
import { type CanActivate, type ExecutionContext, Inject, Injectable, Module, type OnApplicationShutdown, SetMetadata } from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TOO_MANY_REQUESTS } from '@tint/libs/validation-messages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DomainError } from '../errors.js';
import { QUEUE_NAMESPACE } from '../queue/queue-transport.js';

export type RateLimitName = 'credentials' | 'tracking';

type LimitName = RateLimitName | 'default' | 'trackingAddress';

const LIMITS: Record<LimitName, { points: number; duration: number }> = {
  default: { points: 300, duration: 60 },
  /** Sign-in, sign-up, password reset, admin sign-in, test booking: 10 a minute. */
  credentials: { points: 10, duration: 60 },
  /** Analytics tracking, per browser session: a busy page sends a few events a minute. */
  tracking: { points: 120, duration: 60 },
  /** Analytics tracking, per address: a dealership's showroom shares one address. */
  trackingAddress: { points: 600, duration: 60 },
};

const RATE_LIMIT_KEY = 'tint:rate-limit';
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT_KEY, name);

class TooManyRequestsError extends DomainError {
  constructor() {
    super(429, TOO_MANY_REQUESTS);
  }
}

@Injectable()
export class RateLimits implements OnApplicationShutdown {
  private readonly redis: Redis | undefined;
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(QUEUE_NAMESPACE) namespace: string) {
    this.redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : undefined;
    const make = (name: LimitName) => {
      const options = { ...LIMITS[name], keyPrefix: `${namespace}:rate:${name}` };
      return this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis, useRedisPackage: false }) : new RateLimiterMemory(options);
    };
    this.limiters = { default: make('default'), credentials: make('credentials'), tracking: make('tracking'), trackingAddress: make('trackingAddress') };
  }

  /** Counts one request against a limit; throws the 429 when it is used up. */
  async consume(name: LimitName, key: string, response: Response): Promise<void> {
    try {
      await this.limiters[name].consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      response.setHeader('Retry-After', String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
      throw new TooManyRequestsError();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const address = `ip:${request.ip ?? 'unknown'}`;
    await this.limits.consume('default', address, response);
    const name = this.reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT_KEY, [context.getHandler(), context.getClass()]);
    if (!name) return true;
    if (name === 'tracking') {
      // Per browser session and per address, so one noisy tab cannot drown a showroom's other visitors.
      await this.limits.consume('trackingAddress', `${request.path}:${address}`, response);
      const sessionId = (request.body as { sessionId?: unknown } | undefined)?.sessionId;
      if (typeof sessionId === 'string' && sessionId.length <= 100) await this.limits.consume('tracking', `${request.path}:session:${sessionId}`, response);
      return true;
    }
    const email = (request.body as { email?: unknown } | undefined)?.email;
    const key = typeof email === 'string' && email.length <= 320 ? `${request.path}:email:${email.trim().toLowerCase()}` : `${request.path}:${address}`;
    await this.limits.consume(name, key, response);
    return true;
  }
}

@Module({
  providers: [RateLimits, { provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule {}
