// The machine a run measured on: CPU, cores, memory, versions, load average.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import type { Machine } from './report.js';

export function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8').split('\n').find((l) => l.startsWith('model name'));
    if (line) return line.split(':')[1]!.trim();
  } catch {
    // not Linux
  }
  return os.cpus()[0]?.model ?? 'unknown';
}

/** The server's version line from Redis's INFO, or what went wrong. */
export function redisVersion(redisUrl: string | undefined): Promise<string> {
  if (!redisUrl) return Promise.resolve('not used (REDIS_URL unset)');
  const url = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 6379) });
    let data = '';
    const done = (answer: string) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done('unreachable'));
    socket.on('error', (error) => done(`unreachable (${error.message})`));
    socket.on('connect', () => {
      if (url.password) socket.write(`AUTH ${decodeURIComponent(url.password)}\r\n`);
      socket.write('INFO server\r\n');
    });
    socket.on('data', (chunk) => {
      data += chunk.toString();
      const match = /redis_version:([^\r\n]+)/.exec(data);
      if (match) done(`Redis ${match[1]}`);
    });
  });
}

export function describeMachine(postgres: string, redis: string): Machine {
  return {
    cpu: cpuModel(),
    cores: os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgres,
    redis,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    os: `${os.type()} ${os.release()}`,
  };
}
