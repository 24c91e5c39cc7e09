// One pino logger for the whole process: Nest's own messages (through AppLogger) and the access log
// (configure-http.ts) write JSON lines to stdout, pretty-printed only in development on a terminal.
// Lines are written asynchronously so a busy API does not wait on its stdout; they are flushed on exit.
import { Inject, Injectable, type LoggerService } from '@nestjs/common';
import { pino, type Logger as Pino } from 'pino';
import type { AppConfig } from '../../config/app-config.js';

export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

export function createRootLogger(config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>): Pino {
  if (config.nodeEnv === 'development' && process.stdout.isTTY) {
    return pino({ level: config.logLevel, transport: { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname,req,res' } } });
  }
  return pino({ level: config.logLevel }, pino.destination({ dest: 1, sync: false }));
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Nest's LoggerService over the root logger: `context` becomes a field, an error's stack another. */
@Injectable()
export class AppLogger implements LoggerService {
  constructor(@Inject(ROOT_LOGGER) private readonly root: Pino) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]): void {
    if (!this.root.isLevelEnabled(level)) return;
    // Nest passes the context last: log(message, context), error(message, stack, context).
    const context = rest.length > 0 && typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    const stack = level === 'error' && rest.length > 1 && typeof rest[0] === 'string' ? rest[0] : undefined;
    const fields = { ...(context ? { context } : {}), ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.root[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.root[level]({ ...fields, ...message });
    else this.root[level](fields, String(message));
  }
}
