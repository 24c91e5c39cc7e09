// Rate limits (@nestjs/throttler): a generous per-address default for every route, and tight limits
// on the credential routes, counted per email there so one account cannot be guessed at from many
// addresses. Counters live in Redis when REDIS_URL is set (shared by every API replica), in memory
// otherwise.
import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule, type ThrottlerStorage } from '@nestjs/throttler';
import { Redis } from 'ioredis';
import { TOO_MANY_REQUESTS } from '@tint/libs/validation-messages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { QUEUE_NAMESPACE } from '../queue/queue-transport.js';

/** For @Throttle on sign-in, sign-up and password-reset routes: 10 a minute. */
export const CREDENTIAL_LIMIT = { default: { limit: 10, ttl: 60_000 } };
const DEFAULT_LIMIT = { limit: 300, ttl: 60_000 };
const EMAIL_KEYED_PATHS = new Set(['/api/login', '/api/admin/login', '/api/forgot-password']);

type StorageRecord = { totalHits: number; timeToExpire: number; isBlocked: boolean; timeToBlockExpire: number };

const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
local blocked = redis.call('PTTL', KEYS[2])
if blocked <= 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blocked = tonumber(ARGV[3])
end
return {hits, ttl, blocked}`;

export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<StorageRecord> {
    const base = `${this.prefix}:throttle:${throttlerName}:${key}`;
    const [hits, ttlMs, blockedMs] = (await this.redis.eval(INCREMENT, 2, base, `${base}:blocked`, ttl, limit, blockDuration || ttl)) as number[];
    return {
      totalHits: hits!,
      timeToExpire: Math.max(0, Math.ceil(ttlMs! / 1000)),
      isBlocked: blockedMs! > 0,
      timeToBlockExpire: Math.max(0, Math.ceil(blockedMs! / 1000)),
    };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

const openStorages = new Set<RedisThrottlerStorage>();

@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const path = (req.path as string | undefined) ?? '';
    const email = (req.body as { email?: unknown } | undefined)?.email;
    if (EMAIL_KEYED_PATHS.has(path) && typeof email === 'string' && email.length <= 320) {
      return `email:${path}:${email.trim().toLowerCase()}`;
    }
    return `ip:${String(req.ip)}`;
  }
}

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, QUEUE_NAMESPACE],
      useFactory: (config: AppConfig, namespace: string) => ({
        throttlers: [{ name: 'default', ...DEFAULT_LIMIT }],
        errorMessage: TOO_MANY_REQUESTS,
        ...(config.redisUrl ? { storage: track(new RedisThrottlerStorage(config.redisUrl, namespace)) } : {}),
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: AppThrottlerGuard }],
})
export class ThrottlingModule implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...openStorages].map((storage) => storage.close()));
    openStorages.clear();
  }
}

function track(storage: RedisThrottlerStorage): RedisThrottlerStorage {
  openStorages.add(storage);
  return storage;
}

