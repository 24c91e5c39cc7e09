// This replica's Server-Sent-Events streams (issue 20). Each stream stands for one audience set (a salesperson: their
// own changes and everybody's leaderboard; an admin: the dashboard's). Every message from the bus goes to the streams
// whose audiences it names, with only the keys for them. The last few minutes of messages are kept, so a browser
// that reconnects with `Last-Event-ID` gets what it missed; one that was away longer (or reached another replica
// that never saw its id) is told to read everything again. Heartbeats keep quiet streams open and check that the
// caller may still listen; a drain ends every stream so the process can stop.
import { randomBytes } from 'node:crypto';
import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { LIVE_HEARTBEAT_MS, LIVE_INVALIDATE_EVENT, LIVE_READY_EVENT, LIVE_RETRY_MS, type LiveKey, type LiveMessage } from '@tint/libs/live';
import { Drain } from '../shutdown.js';
import { LiveBus, type LiveBusMessage } from './live-bus.js';
import type { AudienceTag } from './live-change.js';

/** Who a stream is for: its audiences, and whether the caller may still listen (asked at each heartbeat). */
export type LiveSubject = { tags: readonly AudienceTag[]; stillAllowed(): Promise<boolean> };

/** Where a stream's frames go (the HTTP answer's body), and how its end is heard. */
export type LiveSink = { write(frames: string): void; end(): void; onClose(listener: () => void): void };

type Stream = { subject: LiveSubject; response: LiveSink };

/** Messages kept for reconnections: at most this many, none older than this. */
const KEPT_MESSAGES = 2_000;
const KEPT_MS = 5 * 60_000;

@Injectable()
export class LiveStreams implements BeforeApplicationShutdown {
  private readonly streams = new Set<Stream>();
  private readonly recent: { message: LiveBusMessage; at: number }[] = [];
  /** The position a stream opened before any message: known to this replica only. */
  private readonly start = `start-${randomBytes(4).toString('hex')}`;
  private listening: Promise<void> | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly bus: LiveBus,
    drain: Drain,
  ) {
    drain.onBegin(() => this.closeAll());
  }

  /** Open streams on this replica. */
  get size(): number {
    return this.streams.size;
  }

  /**
   * Starts an event stream for `subject` into `response`, replaying what it missed after `lastEventId`. Resolves once
   * this replica listens to the bus, with the first frames written.
   */
  async open(response: LiveSink, subject: LiveSubject, lastEventId: string | undefined): Promise<void> {
    this.listening ??= this.bus.subscribe((message) => this.receive(message));
    await this.listening;
    const stream: Stream = { subject, response };
    this.streams.add(stream);
    response.onClose(() => this.streams.delete(stream));
    this.heartbeat ??= setInterval(() => void this.beat(), LIVE_HEARTBEAT_MS).unref();
    let frames = `retry: ${String(LIVE_RETRY_MS)}\n\n`;
    if (lastEventId !== undefined) frames += this.missed(subject, lastEventId);
    // The position to come back to.
    frames += `id: ${this.recent.at(-1)?.message.id ?? this.start}\nevent: ${LIVE_READY_EVENT}\ndata: {}\n\n`;
    response.write(frames);
  }

  /** Before the server closes (it waits for every answer to end). */
  beforeApplicationShutdown(): void {
    this.closeAll();
  }

  private missed(subject: LiveSubject, lastEventId: string): string {
    this.forget(Date.now());
    const at = lastEventId === this.start ? -1 : this.recent.findIndex((kept) => kept.message.id === lastEventId);
    if (at === -1 && lastEventId !== this.start) return frame(undefined, { keys: [], all: true });
    return this.recent
      .slice(at + 1)
      .map(({ message }) => {
        const keys = keysFor(subject, message);
        return keys.length > 0 ? frame(message.id, { keys }) : '';
      })
      .join('');
  }

  private receive(message: LiveBusMessage): void {
    const now = Date.now();
    this.recent.push({ message, at: now });
    this.forget(now);
    for (const stream of this.streams) {
      const keys = keysFor(stream.subject, message);
      if (keys.length > 0) stream.response.write(frame(message.id, { keys }));
    }
  }

  private forget(now: number): void {
    let drop = Math.max(0, this.recent.length - KEPT_MESSAGES);
    while (drop < this.recent.length && now - this.recent[drop]!.at > KEPT_MS) drop += 1;
    if (drop > 0) this.recent.splice(0, drop);
  }

  /** A comment line to every stream; a stream whose caller signed out (or was erased) is ended. */
  private async beat(): Promise<void> {
    await Promise.all(
      [...this.streams].map(async (stream) => {
        const allowed = await stream.subject.stillAllowed().catch(() => true);
        if (!allowed) stream.response.end();
        else stream.response.write(': ping\n\n');
      }),
    );
  }

  private closeAll(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    for (const stream of this.streams) stream.response.end();
    this.streams.clear();
  }
}

function keysFor(subject: LiveSubject, message: LiveBusMessage): LiveKey[] {
  const keys = new Set<LiveKey>();
  for (const tag of subject.tags) for (const key of message.to[tag] ?? []) keys.add(key);
  return [...keys];
}

function frame(id: string | undefined, data: LiveMessage): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${LIVE_INVALIDATE_EVENT}\ndata: ${JSON.stringify(data)}\n\n`;
}
