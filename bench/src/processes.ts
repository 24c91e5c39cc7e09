// The processes a run starts (API, worker, bare server, CLIs): each is stopped when the run ends, fails
// or is interrupted (Ctrl-C); nothing the run did not start is ever signalled.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const running = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];

export type Started = { name: string; child: ChildProcess; pid: number; logFile: string; exited: Promise<number | null>; stop: () => Promise<void> };

/** Starts a long-running process whose output goes to a log file (so the bench does not pay for reading it). */
export function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Started {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  running.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => {
    running.delete(child);
    resolve(code);
  }));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      console.log(`${name} did not stop within 15 s of SIGTERM: killed (its log: ${logFile})`);
      child.kill('SIGKILL');
    }, 15_000);
    await exited;
    clearTimeout(timer);
  };
  return { name, child, pid: child.pid!, logFile, exited, stop };
}

/** Runs a command to its end; rejects with its output's tail when it fails. */
export function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv, options: { echo?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    const take = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      output += chunk.toString();
      if (options.echo) stream.write(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => take(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => take(chunk, process.stderr));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code}):\n${output.slice(-3000)}`));
    });
  });
}

export function logTail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs at the end, in reverse order of registration (processes first, then databases). */
export function onCleanup(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

let cleaning: Promise<void> | undefined;
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.allSettled([...running].map((child) => {
      child.kill('SIGTERM');
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        if (child.exitCode !== null || child.signalCode !== null) resolve();
      });
    }));
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(`cleanup: ${String(error)}`));
  })();
  return cleaning;
}

/** Ctrl-C or a kill stops what the run started before the process exits. */
export function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping what the benchmark started…`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
}

/** The resident set size of a process, in MiB (VmRSS of /proc/<pid>/status). */
export function rssMb(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples the RSS of some processes while load runs; keeps the highest seen for each. */
export class RssSampler {
  private readonly max = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly processes: () => { name: string; pid: number }[]) {}

  start(): void {
    this.sample();
    this.timer ??= setInterval(() => this.sample(), 250);
  }

  stop(): void {
    this.sample();
    clearInterval(this.timer);
    this.timer = undefined;
  }

  highest(name: string): number | undefined {
    return this.max.get(name);
  }

  private sample(): void {
    for (const { name, pid } of this.processes()) {
      const rss = rssMb(pid);
      if (rss !== undefined) this.max.set(name, Math.max(this.max.get(name) ?? 0, rss));
    }
  }
}
