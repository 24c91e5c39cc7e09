// Live screens (issue 20): GET /api/events/stream, the caller's Server-Sent-Events stream of "read these again"
// messages (platform/live), for a salesperson by their session cookie, for an admin by a single-use ticket from
// POST /api/admin/events/ticket (EventSource sends no headers, so the bearer token cannot come with it), and for a
// showroom screen by its token (`?tv=`, issue 20 part 4): the everybody's-leaderboard audience, while it stands.
import { PassThrough } from 'node:stream';
import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { LIVE_LAST_EVENT_PARAM, LIVE_PARAM_MAX, LIVE_QUERY_INVALID, LIVE_TICKET_INVALID, LIVE_TICKET_PARAM, LIVE_TV_PARAM, type LiveTicket } from '@tint/libs/live';
import { TV_TOKEN_INVALID } from '@tint/libs/texts/tv';
import { SIGN_IN_REQUIRED } from '@tint/libs/validation-messages';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../../platform/errors.js';
import { Access, type AdminPrincipal, type AuthenticatedRequest, CurrentAdmin } from '../../platform/http/access.js';
import { ApiCredentials, ApiErrors, LIVE_TICKET_SCHEME, TV_TOKEN_SCHEME } from '../../platform/http/api-docs.js';
import { type LiveSubject, LiveStreams } from '../../platform/live/live-streams.js';
import { AdminTokens } from '../auth/admin-tokens.js';
import { Sessions } from '../auth/sessions.js';
import { TvScreensQueries } from '../tv/tv-tokens.queries.js';
import { LiveTicketSchema } from './live.schemas.js';
import { LiveTickets } from './live-tickets.js';

@Controller('api')
export class LiveController {
  constructor(
    private readonly streams: LiveStreams,
    private readonly tickets: LiveTickets,
    private readonly sessions: Sessions,
    private readonly adminTokens: AdminTokens,
    private readonly screens: TvScreensQueries,
  ) {}

  @Post('admin/events/ticket')
  @HttpCode(201)
  @Access('admin')
  @ApiCreatedResponse({ type: LiveTicketSchema, description: 'A single-use ticket for GET /api/events/stream, valid for 60 seconds.' })
  ticket(@CurrentAdmin() admin: AdminPrincipal): Promise<LiveTicket> {
    return this.tickets.issue(admin);
  }

  /**
   * The stream. Messages are `event: invalidate` with `data: {"keys": [...]}` (the API paths whose cached answers
   * changed for this caller) or `{"keys": [], "all": true}` after a gap the server no longer remembers. `Last-Event-ID`
   * (or `?lastEventId=` on a stream reopened by hand) replays what was missed.
   */
  @Get('events/stream')
  @Access('visitor')
  @ApiCredentials('salespersonSession', LIVE_TICKET_SCHEME, TV_TOKEN_SCHEME)
  @ApiProduces('text/event-stream')
  @ApiQuery({ name: LIVE_LAST_EVENT_PARAM, required: false, description: 'The last event id seen, when the browser cannot send Last-Event-ID.' })
  @ApiOkResponse({
    description: 'An event stream that lasts until the caller leaves, signs out or the server stops.',
    content: { 'text/event-stream': { schema: { type: 'string', example: 'id: m1\nevent: invalidate\ndata: {"keys":["/api/leaderboard"]}\n\n' } } },
  })
  @ApiErrors(400, LIVE_QUERY_INVALID)
  @ApiErrors(401, SIGN_IN_REQUIRED, LIVE_TICKET_INVALID)
  @ApiErrors(404, TV_TOKEN_INVALID)
  async stream(
    @Req() request: AuthenticatedRequest,
    @Res() reply: FastifyReply,
    @Query(LIVE_TICKET_PARAM) ticket: unknown,
    @Query(LIVE_LAST_EVENT_PARAM) lastEventParam: unknown,
    @Query(LIVE_TV_PARAM) tv: unknown,
  ): Promise<void> {
    const header = request.headers['last-event-id'];
    const lastEventId = optionalText(typeof header === 'string' ? header : undefined) ?? optionalText(lastEventParam);
    const subject = await this.subjectOf(request, optionalText(ticket), optionalText(tv));
    const body = new PassThrough();
    // A write after the caller left goes nowhere (the stream is on its way out of the set).
    body.on('error', () => undefined);
    // The answer's 'close' is the connection's end (the answer itself never finishes first): heard from now on, so a
    // caller who leaves while the stream is being opened is let go too.
    let gone = false;
    const onGone: (() => void)[] = [];
    reply.raw.once('close', () => {
      gone = true;
      body.end();
      for (const listener of onGone) listener();
    });
    await this.streams.open(
      {
        write: (frames) => void body.write(frames),
        end: () => void body.end(),
        onClose: (listener) => (gone ? listener() : onGone.push(listener)),
      },
      subject,
      lastEventId,
    );
    void reply
      .header('Content-Type', 'text/event-stream; charset=utf-8')
      .header('Cache-Control', 'no-store')
      // The connection ends with the stream: none lingers to hold up a shutdown.
      .header('Connection', 'close')
      // Proxies that buffer answers (nginx) pass this one through as it comes.
      .header('X-Accel-Buffering', 'no')
      .send(body);
  }

  /**
   * A showroom screen's token, when one is given (the screen hears what every salesperson's leaderboard hears, and
   * nothing of anybody's own, whoever else the browser is signed in as); else the salesperson of the session cookie,
   * else the admin of the ticket (taken: it opens one stream).
   */
  private async subjectOf(request: AuthenticatedRequest, ticket: string | undefined, tv: string | undefined): Promise<LiveSubject> {
    if (tv !== undefined) {
      const screen = await this.screens.byToken(tv);
      if (!screen) throw new NotFoundError(TV_TOKEN_INVALID);
      return { tags: ['salespeople'], stillAllowed: () => this.screens.isLive(screen.id) };
    }
    const salesperson = request.salesperson;
    if (salesperson) {
      return { tags: ['salespeople', `s:${salesperson.id}`], stillAllowed: () => this.sessions.isLive(salesperson.sessionTokenHash) };
    }
    if (ticket === undefined) throw new UnauthorizedError(SIGN_IN_REQUIRED);
    const admin = await this.tickets.take(ticket);
    if (!admin) throw new UnauthorizedError(LIVE_TICKET_INVALID);
    return { tags: ['admins'], stillAllowed: () => this.adminTokens.isLive(admin) };
  }
}

/** A query value or header given once, as text of a sensible length; absent when not given. */
function optionalText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > LIVE_PARAM_MAX) throw new BadRequestError(LIVE_QUERY_INVALID);
  return value;
}
