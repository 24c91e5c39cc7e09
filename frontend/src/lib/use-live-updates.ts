// Live screens (issue 20): while a salesperson or an admin is signed in, the server's event stream names the cached
// reads that changed for them (a booking on the leaderboard, a payout on Payout Details, a new user on the admin's
// tiles) and they are read again, with no reload. The spec's 30-second polls stay as they are; this comes on top.
// A showroom screen (issue 20, part 4) listens with its token: it hears what every salesperson's leaderboard hears, and
// reads its own board again when the leaderboard or the dealership standings change.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  LIVE_INVALIDATE_EVENT,
  LIVE_KEYS,
  LIVE_LAST_EVENT_PARAM,
  LIVE_READY_EVENT,
  LIVE_RETRY_MS,
  LIVE_STREAM_PATH,
  LIVE_TICKET_PARAM,
  LIVE_TICKET_PATH,
  LIVE_TV_PARAM,
  type LiveMessage,
  type LiveTicket,
} from '@tint/libs/live';
import { apiRequest } from '@/lib/api-client';
import { tvKeys } from '@/lib/query-keys';

/** The longest wait between two attempts to reopen a stream the server refused (a restart, a rate limit). */
const LONGEST_RETRY_MS = 60_000;

/**
 * Who listens: the salesperson of the session cookie, the admin of this token (through a ticket), or the showroom
 * screen of this token.
 */
export type LiveListener = { kind: 'salesperson' } | { kind: 'admin'; token: string } | { kind: 'tv'; token: string };

/** The reads a showroom screen's board is made of: a message naming one of them reads the board again. */
const TV_BOARD_SOURCES: readonly string[] = [LIVE_KEYS.leaderboard, LIVE_KEYS.dealershipStandings, LIVE_KEYS.challenges];

export function useLiveUpdates(listener: LiveListener | null): void {
  const queryClient = useQueryClient();
  const adminToken = listener?.kind === 'admin' ? listener.token : null;
  const tvToken = listener?.kind === 'tv' ? listener.token : null;
  const enabled = listener !== null;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait = LIVE_RETRY_MS;
    let lastEventId: string | undefined;
    let stopped = false;

    const read = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      const message = JSON.parse(event.data) as LiveMessage;
      if (tvToken) {
        if (message.all || message.keys.some((key) => TV_BOARD_SOURCES.includes(key))) void queryClient.invalidateQueries({ queryKey: tvKeys.board(tvToken) });
      } else if (message.all) void queryClient.invalidateQueries();
      else for (const key of message.keys) void queryClient.invalidateQueries({ queryKey: [key] });
    };

    const reopenLater = () => {
      source?.close();
      source = undefined;
      if (stopped) return;
      retry = setTimeout(() => void open(), wait);
      wait = Math.min(wait * 2, LONGEST_RETRY_MS);
    };

    const open = async () => {
      const params = new URLSearchParams();
      if (adminToken) {
        // A ticket per stream: EventSource sends no Authorization header, and a ticket opens one stream only.
        try {
          const response = await apiRequest('POST', LIVE_TICKET_PATH, { headers: { authorization: `Bearer ${adminToken}` } });
          const ticket = (await response.json()) as LiveTicket;
          params.set(LIVE_TICKET_PARAM, ticket.ticket);
        } catch {
          reopenLater();
          return;
        }
      }
      if (stopped) return;
      if (tvToken) params.set(LIVE_TV_PARAM, tvToken);
      if (lastEventId) params.set(LIVE_LAST_EVENT_PARAM, lastEventId);
      const query = params.toString();
      const next = new EventSource(query ? `${LIVE_STREAM_PATH}?${query}` : LIVE_STREAM_PATH);
      source = next;
      next.addEventListener(LIVE_READY_EVENT, (event) => {
        if (event.lastEventId) lastEventId = event.lastEventId;
        wait = LIVE_RETRY_MS;
      });
      next.addEventListener(LIVE_INVALIDATE_EVENT, read);
      next.addEventListener('error', () => {
        // A salesperson's stream that dropped is reopened by the browser itself (with Last-Event-ID); one the server
        // refused (a revoked screen's token among them) is closed for good, and an admin's ticket is spent: those are
        // reopened here, a little later each time.
        if (adminToken || next.readyState === EventSource.CLOSED) reopenLater();
      });
    };

    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [enabled, adminToken, tvToken, queryClient]);
}
