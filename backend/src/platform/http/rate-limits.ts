// Rate limits (rate-limiter-flexible): a generous per-address limit on every route, and a tight one
// on the credential routes, counted per email where the body names one (so one account cannot be
// guessed at from many addresses) and per address otherwise. Counters live in Redis when REDIS_URL
// is set (shared by every API replica), in process memory otherwise. The per-caller limit every request
// is counted against reaches Redis in batches (locally-counted-limit.ts), the tight ones request by request.
// Redis is never on a request's critical path: while it is unreachable each limit falls back to in-process
// counters (the library's insurance limiter), a command that hangs gives up after a deadline, and the
// outage is logged once.
//
// Why not @nestjs/throttler: it is CommonJS and require()s the ESM-only NestJS 12, which only Node 20.19+
// and 22.12+ can load (require of ESM), and it keeps its counters per process unless given a storage.
import { type CanActivate, type ExecutionContext, Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown, SetMetadata } from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TOO_MANY_REQUESTS } from '@tint/libs/validation-messages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DomainError } from '../errors.js';
import type { AuthenticatedRequest } from './access.js';
import { OutageLog } from '../outage-log.js';
import { QUEUE_NAMESPACE } from '../queue/queue-transport.js';
import { type AddCounts, LocallyCountedLimit } from './locally-counted-limit.js';

export type RateLimitName = 'credentials' | 'tracking';

type LimitName = RateLimitName | 'default' | 'trackingAddress';

/** Requests a minute for each limit (configuration: RATE_LIMIT_* in the README). */
const limitsOf = ({ rateLimits: r }: AppConfig): Record<LimitName, { points: number; duration: number }> => ({
  /** Every route, per signed-in account, or per address for everyone else. */
  default: { points: r.perMinute, duration: 60 },
  /** Sign-in, sign-up, password reset, admin sign-in, test booking: per email, or per address. */
  credentials: { points: r.credentialsPerMinute, duration: 60 },
  /** Analytics tracking, per browser session: a busy page sends a few events a minute. */
  tracking: { points: r.trackingPerMinute, duration: 60 },
  /** Analytics tracking, per address: a dealership's showroom shares one address. */
  trackingAddress: { points: r.trackingAddressPerMinute, duration: 60 },
});

export const RATE_LIMIT_KEY = 'tint:rate-limit';
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT_KEY, name);
/** Load balancers' liveness and readiness probes: polled often from few addresses, and cheap. */
export const NoRateLimit = () => SetMetadata(RATE_LIMIT_KEY, 'none');

class TooManyRequestsError extends DomainError {
  constructor() {
    super(429, TOO_MANY_REQUESTS);
  }
}

/** How long a counter update may take in Redis before the in-process counter answers instead. */
const REDIS_COMMAND_DEADLINE_MS = 500;

@Injectable()
export class RateLimits implements OnApplicationShutdown {
  private readonly outage = new OutageLog(new Logger(RateLimits.name), 'Redis for rate limits (they count in this process meanwhile)');
  private readonly redis: Redis | undefined;
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;
  private readonly everyRequest: LocallyCountedLimit | undefined;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(QUEUE_NAMESPACE) namespace: string,
    private readonly reflector: Reflector,
  ) {
    // No offline queue: while Redis is down a command fails at once (and the insurance limiter counts)
    // instead of waiting for a reconnection with the request held.
    this.redis = config.redisUrl
      ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: REDIS_COMMAND_DEADLINE_MS, enableAutoPipelining: true })
      : undefined;
    this.redis?.on('error', (error: Error) => this.outage.failed(error));
    // A lost connection is an outage from its first moment, even when Redis is back before the client's first
    // reconnection attempt fails (no 'error' then): the requests of that moment were counted in this process.
    this.redis?.on('close', () => this.outage.failed(new Error('connection closed')));
    this.redis?.on('ready', () => this.outage.recovered());
    const limits = limitsOf(config);
    const make = (name: LimitName) => {
      const options = { ...limits[name], keyPrefix: `${namespace}:rate:${name}` };
      if (!this.redis) return new RateLimiterMemory(options);
      return new RateLimiterRedis({ ...options, storeClient: this.redis, useRedisPackage: false, insuranceLimiter: new RateLimiterMemory(options) });
    };
    this.limiters = { default: make('default'), credentials: make('credentials'), tracking: make('tracking'), trackingAddress: make('trackingAddress') };
    // The limit every request is counted against reaches Redis in batches, not on each request's path, each batch
    // in one script call.
    this.everyRequest = this.redis
      ? new LocallyCountedLimit(this.limiters.default, (error) => this.outage.failed(error), undefined, addCountsInOneCall(this.redis, this.limiters.default))
      : undefined;
  }

  /**
   * Counts a request the access guard is about to refuse (401: signed out, or a dead session or token)
   * against the per-address limit, so a flood of anonymous requests to protected routes is throttled like
   * any other; throws the 429 when the address has used it up. The rate-limit guard never sees these.
   */
  async countRefused(context: ExecutionContext): Promise<void> {
    if (this.reflector.getAllAndOverride<RateLimitName | 'none' | undefined>(RATE_LIMIT_KEY, [context.getHandler(), context.getClass()]) === 'none') return;
    const http = context.switchToHttp();
    await this.consume('default', addressKey(http.getRequest<AuthenticatedRequest>()), http.getResponse<FastifyReply>());
  }

  /** Counts one request against a limit; throws the 429 when it is used up. */
  async consume(name: LimitName, key: string, reply: FastifyReply): Promise<void> {
    if (name === 'default' && this.everyRequest) {
      const refusal = await this.everyRequest.consume(key);
      if (refusal) refuse(refusal.msBeforeNext, reply);
      return;
    }
    try {
      await this.limiters[name].consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        // The store failed in a way the insurance limiter did not cover: let the request through.
        this.outage.failed(rejection);
        return;
      }
      refuse(rejection.msBeforeNext, reply);
    }
  }

  /** Sends the counts not yet in Redis (tests; shutdown). */
  async flush(): Promise<void> {
    await this.everyRequest?.flush();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flush();
    this.everyRequest?.close();
    this.redis?.removeAllListeners('close');
    this.redis?.removeAllListeners('error').on('error', () => undefined);
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

/**
 * The library's own count update in Redis (RateLimiterRedis's script: the key made with the window as its expiry
 * unless it exists, increased, its time to live read) for every caller of a batch in one script call. A batch of
 * a thousand new callers was a thousand commands, each with its own promise and reply: a third of a public route's
 * time when every request came from a new address (docs/benchmarks.md). The keys are the library's, so a count
 * made here and one the library makes (a caller counted in the store request by request) are the same count.
 */
const ADD_COUNTS_SCRIPT = `
local window = tonumber(ARGV[1])
local answers = {}
for i, key in ipairs(KEYS) do
  redis.call('set', key, 0, 'EX', window, 'NX')
  answers[2 * i - 1] = redis.call('incrby', key, ARGV[i + 1])
  local ttl = redis.call('pttl', key)
  if ttl == -1 then
    redis.call('expire', key, window)
    ttl = 1000 * window
  end
  answers[2 * i] = ttl
end
return answers`;

/** Callers a script call counts at most: Redis runs nothing else while a script runs. */
const CALLERS_PER_SCRIPT_CALL = 500;

type AddCountsCommand = { tintAddCounts(keyCount: number, ...keysThenArguments: (string | number)[]): Promise<number[]> };

export function addCountsInOneCall(redis: Redis, limiter: RateLimiterAbstract): AddCounts {
  redis.defineCommand('tintAddCounts', { lua: ADD_COUNTS_SCRIPT });
  const command = redis as unknown as AddCountsCommand;
  return async (batch) => {
    const parts: (typeof batch)[] = [];
    for (let start = 0; start < batch.length; start += CALLERS_PER_SCRIPT_CALL) parts.push(batch.slice(start, start + CALLERS_PER_SCRIPT_CALL));
    const replies = await Promise.all(
      parts.map((part) => command.tintAddCounts(part.length, ...part.map(({ key }) => limiter.getKey(key)), limiter.duration, ...part.map(({ points }) => points))),
    );
    return replies.flatMap((reply, p) => parts[p]!.map((_, i) => ({ consumedPoints: Number(reply[2 * i]), msBeforeNext: Number(reply[2 * i + 1]) })));
  };
}

/** The 429, with when to try again. */
function refuse(msBeforeNext: number, reply: FastifyReply): never {
  void reply.header('Retry-After', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
  throw new TooManyRequestsError();
}

/** The per-address key of the default limit (the client's address as the trusted hops tell it). */
const addressKey = (request: AuthenticatedRequest): string => `ip:${request.ip}`;

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.getAllAndOverride<RateLimitName | 'none' | undefined>(RATE_LIMIT_KEY, [context.getHandler(), context.getClass()]);
    if (name === 'none') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const response = context.switchToHttp().getResponse<FastifyReply>();
    const path = request.url.split('?', 1)[0];
    const address = addressKey(request);
    // The access guard has run: a signed-in caller is counted as themselves, so a dealership behind one
    // address is not throttled as one person.
    const caller = request.salesperson ? `salesperson:${request.salesperson.id}` : request.admin ? `admin:${request.admin.id}` : address;
    await this.limits.consume('default', caller, response);
    if (!name) return true;
    if (name === 'tracking') {
      // Per browser session and per address, so one noisy tab cannot drown a showroom's other visitors.
      await this.limits.consume('trackingAddress', `${path}:${address}`, response);
      const sessionId = (request.body as { sessionId?: unknown } | undefined)?.sessionId;
      if (typeof sessionId === 'string' && sessionId.length <= 100) await this.limits.consume('tracking', `${path}:session:${sessionId}`, response);
      return true;
    }
    const email = (request.body as { email?: unknown } | undefined)?.email;
    const key = typeof email === 'string' && email.length <= 320 ? `${path}:email:${email.trim().toLowerCase()}` : `${path}:${address}`;
    await this.limits.consume(name, key, response);
    return true;
  }
}

/** Global: the access guard (in the auth module) counts the requests it refuses with RateLimits too. */
@Global()
@Module({
  providers: [RateLimits, { provide: APP_GUARD, useClass: RateLimitGuard }],
  exports: [RateLimits],
})
export class RateLimitModule {}
