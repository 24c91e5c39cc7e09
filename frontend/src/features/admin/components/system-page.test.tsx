import { screen, waitFor, within } from '@testing-library/react';
import type { ProjectionRebuild, SystemProjection, SystemStatus } from '@tint/libs/api-types';
import { SYSTEM_REFRESH_MS } from '@tint/libs/constants';
import { ADMIN_LOGIN_TITLE } from '@tint/libs/texts/admin';
import {
  OPERATIONS_DASHBOARD_LINK,
  SYSTEM_CHECKPOINT_INLINE,
  SYSTEM_EVENTS_NONE,
  SYSTEM_EVENTS_TITLE,
  SYSTEM_LOAD_FAILED,
  SYSTEM_MODES,
  SYSTEM_PROJECTION_COLUMNS,
  SYSTEM_QUEUE_COLUMNS,
  SYSTEM_QUEUES_NONE,
  SYSTEM_REBUILD,
  SYSTEM_REBUILD_NOT_OFFERED,
  SYSTEM_REBUILD_REQUESTED,
  SYSTEM_REBUILD_STATES,
  SYSTEM_STATUS,
  SYSTEM_TITLE,
  systemRebuildLabel,
  systemRebuildProgress,
} from '@tint/libs/texts/operations';
import { RETRY } from '@tint/libs/texts/common';
import { ERROR_TITLE, REBUILD_ALREADY_RUNNING } from '@tint/libs/validation-messages';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ADMIN_TOKEN, buttonWithText, headerOf, storeAdminSession, stubAdminApi } from '@/testing/admin-fixtures';
import type { ApiHandler } from '@/testing/fetch-stub';
import { callsTo, jsonResponse } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';
import { ADMIN_TOKEN_STORAGE_KEY } from '../admin-session';

function projection(name: string, overrides: Partial<SystemProjection> = {}): SystemProjection {
  return {
    name,
    mode: 'inline',
    version: 1,
    checkpoint: null,
    lag: 0,
    lagMs: 0,
    eventsPerSecond: 0,
    rebuildable: true,
    rebuild: null,
    ...overrides,
  };
}

function systemStatus(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    checkedAt: '2030-06-03T19:30:05.000Z',
    database: { status: 'up' },
    queue: {
      backend: 'redis',
      status: 'up',
      queues: [
        { name: 'projections', counts: { waiting: 2, active: 1, delayed: 0, completed: 1234, failed: 3 } },
        { name: 'maintenance', counts: { waiting: 0, active: 0, delayed: 1, completed: 7, failed: 0 } },
      ],
    },
    projections: [
      projection('appointments', { eventsPerSecond: 0.4 }),
      projection('gamification', { mode: 'async', version: 2, checkpoint: { position: 12345, updatedAt: '2030-06-03T19:30:04.000Z' }, lag: 3, lagMs: 120, eventsPerSecond: 1.25 }),
      projection('awards', { mode: 'reactor', checkpoint: { position: 12340, updatedAt: '2030-06-03T19:30:04.000Z' }, rebuildable: false }),
      projection('reservations'),
    ],
    eventsLast24h: [
      { type: 'AppointmentBooked', count: 42 },
      { type: 'ReservationCreated', count: 3 },
    ],
    ...overrides,
  };
}

const rebuildOf = (overrides: Partial<ProjectionRebuild>): ProjectionRebuild => ({
  id: 'job-1',
  state: 'queued',
  done: 0,
  total: 0,
  requestedAt: '2030-06-03T19:30:06.000Z',
  finishedAt: null,
  error: null,
  ...overrides,
});

/** The status with `name`'s latest rebuild. */
function withRebuild(name: string, rebuild: ProjectionRebuild): SystemStatus {
  const status = systemStatus();
  return { ...status, projections: status.projections.map((p) => (p.name === name ? { ...p, rebuild } : p)) };
}

/** /admin/system for a signed-in admin; GET /api/admin/system answers with `status` (read again on every call). */
async function openSystemPage({ status = () => jsonResponse(systemStatus()), handlers = {} }: { status?: ApiHandler; handlers?: Record<string, ApiHandler> } = {}) {
  storeAdminSession();
  const fetchMock = stubAdminApi({ handlers: { 'GET /api/admin/system': status, ...handlers } });
  const user = setupUser();
  const { router } = renderApp('/admin/system');
  expect(await screen.findByRole('heading', { level: 1, name: SYSTEM_TITLE })).toBeInTheDocument();
  return { fetchMock, user, router };
}

/** The phone's card of a projection or a queue, by its name. */
function cardOf(name: string): HTMLElement {
  const card = screen.getByText(name, { selector: '.system-name' }).closest('li');
  if (!card) throw new Error(`No card for ${name}`);
  return card;
}

describe('System page', { timeout: 20_000 }, () => {
  it("shows each projection's mode, checkpoint, lag and events/s, the queue backend's health and job counts, and the day's events", async () => {
    const { fetchMock } = await openSystemPage();

    await expectTextsShown('appointments', 'gamification', 'awards', 'reservations');
    const appointments = cardOf('appointments');
    for (const text of [SYSTEM_MODES.inline, SYSTEM_CHECKPOINT_INLINE, 'Up to date', '0.4']) expect(within(appointments).getByText(text)).toBeInTheDocument();
    const gamification = cardOf('gamification');
    for (const text of [SYSTEM_MODES.async, '#12,345', '3 events, 120 ms', '1.3']) expect(within(gamification).getByText(text)).toBeInTheDocument();
    // A reactor is never replayed: no button, and it says so.
    const awards = cardOf('awards');
    expect(within(awards).getByText(SYSTEM_MODES.reactor)).toBeInTheDocument();
    expect(within(awards).getByText(SYSTEM_REBUILD_NOT_OFFERED)).toBeInTheDocument();
    expect(within(awards).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cardOf('reservations')).getByRole('button', { name: systemRebuildLabel('reservations') })).toBeEnabled();

    expect(screen.getByText('Redis')).toBeInTheDocument();
    expect(screen.getAllByText(SYSTEM_STATUS.up)).toHaveLength(2);
    const projectionsQueue = cardOf('projections');
    expect(within(projectionsQueue).getByText(SYSTEM_QUEUE_COLUMNS.completed).nextElementSibling).toHaveTextContent('1,234');
    expect(within(projectionsQueue).getByText(SYSTEM_QUEUE_COLUMNS.failed).nextElementSibling).toHaveTextContent('3');
    expect(within(cardOf('maintenance')).getByText(SYSTEM_QUEUE_COLUMNS.delayed).nextElementSibling).toHaveTextContent('1');

    const events = screen.getByRole('region', { name: SYSTEM_EVENTS_TITLE });
    expect(within(events).getByText('AppointmentBooked').closest('tr')).toHaveTextContent('42');
    expect(within(events).getByText('ReservationCreated').closest('tr')).toHaveTextContent('3');

    const [read] = callsTo(fetchMock, 'GET', '/api/admin/system');
    expect(headerOf(read?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('shows the projections as a table on a wide screen', async () => {
    setDesktopViewport();
    await openSystemPage();

    const row = (await screen.findByText('gamification', { selector: '.system-name' })).closest('tr');
    if (!row) throw new Error('No row for gamification');
    expect(row).toHaveTextContent(SYSTEM_MODES.async);
    expect(row).toHaveTextContent('#12,345');
    expect(row).toHaveTextContent('3 events, 120 ms');
    for (const title of Object.values(SYSTEM_PROJECTION_COLUMNS)) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByText('maintenance', { selector: '.system-name' }).closest('tr')).toHaveTextContent('7');
  });

  it('reads the status again every 5 seconds, keeping the last figures through a failed read', async () => {
    // Only the page's interval is sped up; everything else keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    const answers = [42, null, 43];
    await openSystemPage({
      status: () => {
        const count = answers.length > 1 ? answers.shift() : answers[0];
        return count === null || count === undefined
          ? new Response('', { status: 503, statusText: 'Service Unavailable' })
          : jsonResponse(systemStatus({ eventsLast24h: [{ type: 'AppointmentBooked', count }] }));
      },
    });
    const row = () => screen.getByText('AppointmentBooked').closest('tr');
    await waitFor(() => expect(row()).toHaveTextContent('42'));
    expect(screen.queryByText(SYSTEM_LOAD_FAILED)).not.toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(SYSTEM_REFRESH_MS);
    await waitFor(() => expect(screen.getByText(SYSTEM_LOAD_FAILED)).toBeInTheDocument());
    expect(row()).toHaveTextContent('42');

    await vi.advanceTimersByTimeAsync(SYSTEM_REFRESH_MS);
    await waitFor(() => expect(row()).toHaveTextContent('43'));
    expect(screen.queryByText(SYSTEM_LOAD_FAILED)).not.toBeInTheDocument();
  });

  it('rebuilds a projection after a confirmation, with the bearer token, and shows its progress until it is rebuilt', async () => {
    const answers = [
      rebuildOf({ state: 'running', done: 1200, total: 5000 }),
      rebuildOf({ state: 'done', done: 5000, total: 5000, finishedAt: '2030-06-03T19:30:09.000Z' }),
    ];
    let requested = false;
    const { fetchMock, user } = await openSystemPage({
      // Before the request: no rebuild; then one read each of running and done, and done from then on.
      status: () => jsonResponse(requested ? withRebuild('reservations', answers.length > 1 ? answers.shift()! : answers[0]!) : systemStatus()),
      handlers: {
        'POST /api/admin/system/projections/reservations/rebuild': () => {
          requested = true;
          return jsonResponse(rebuildOf({ state: 'queued' }), 202);
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: systemRebuildLabel('reservations') }));
    const confirm = await waitFor(() => {
      const popup = document.querySelector<HTMLElement>('.ant-popconfirm');
      if (!popup) throw new Error('No confirmation');
      return popup;
    });
    expect(callsTo(fetchMock, 'POST', '/api/admin/system/projections/reservations/rebuild')).toHaveLength(0);
    await user.click(buttonWithText(SYSTEM_REBUILD, confirm));

    await expectTextsShown(SYSTEM_REBUILD_REQUESTED);
    const [post] = callsTo(fetchMock, 'POST', '/api/admin/system/projections/reservations/rebuild');
    expect(headerOf(post?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(post?.[1]?.body).toBeUndefined();

    const card = cardOf('reservations');
    await waitFor(() => expect(within(card).getByText(`${SYSTEM_REBUILD_STATES.running} · ${systemRebuildProgress(1200, 5000)}`)).toBeInTheDocument());
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '24');
    // No second rebuild while one runs.
    expect(within(card).getByRole('button', { name: systemRebuildLabel('reservations') })).toBeDisabled();

    // Read every second while it runs, not every 5.
    await waitFor(() => expect(within(card).getByText(SYSTEM_REBUILD_STATES.done)).toBeInTheDocument(), { timeout: 3000 });
    expect(within(card).getByText(new RegExp(systemRebuildProgress(5000, 5000)))).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: systemRebuildLabel('reservations') })).toBeEnabled();
  });

  it("says why a rebuild was refused, and shows the one that is running", async () => {
    let running = false;
    const { user } = await openSystemPage({
      status: () => jsonResponse(running ? withRebuild('reservations', rebuildOf({ state: 'running', done: 10, total: 100 })) : systemStatus()),
      handlers: {
        'POST /api/admin/system/projections/reservations/rebuild': () => {
          running = true;
          return jsonResponse({ statusCode: 409, message: REBUILD_ALREADY_RUNNING }, 409);
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: systemRebuildLabel('reservations') }));
    await user.click(await waitFor(() => buttonWithText(SYSTEM_REBUILD, document.querySelector<HTMLElement>('.ant-popconfirm') ?? undefined)));

    await expectTextsShown(ERROR_TITLE, REBUILD_ALREADY_RUNNING);
    await expectTextsShown(`${SYSTEM_REBUILD_STATES.running} · ${systemRebuildProgress(10, 100)}`);
  });

  it('shows a failed rebuild with its reason', async () => {
    await openSystemPage({
      status: () =>
        jsonResponse(withRebuild('reservations', rebuildOf({ state: 'failed', done: 30, total: 100, finishedAt: '2030-06-03T19:30:09.000Z', error: 'deadlock detected' }))),
    });
    await expectTextsShown(SYSTEM_REBUILD_STATES.failed, 'deadlock detected');
  });

  it('says when the queue backend is down, and when there were no events', async () => {
    await openSystemPage({
      status: () =>
        jsonResponse(systemStatus({ queue: { backend: 'redis', status: 'down', error: 'connect ECONNREFUSED', queues: [] }, eventsLast24h: [] })),
    });
    await expectTextsShown(SYSTEM_STATUS.down, 'connect ECONNREFUSED', SYSTEM_QUEUES_NONE, SYSTEM_EVENTS_NONE);
  });

  it('offers a retry when the status cannot be read', async () => {
    let fail = true;
    const { user } = await openSystemPage({
      status: () => (fail ? new Response('', { status: 503, statusText: 'Service Unavailable' }) : jsonResponse(systemStatus())),
    });
    await expectTextsShown(SYSTEM_LOAD_FAILED);
    fail = false;
    await user.click(buttonWithText(RETRY));
    await expectTextsShown('gamification');
  });

  it('sends a visitor without an admin session to the admin login', async () => {
    stubAdminApi();
    const { router } = renderApp('/admin/system');
    expect(await screen.findByRole('heading', { level: 1, name: ADMIN_LOGIN_TITLE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('ends the session when the server refuses the token for the status', async () => {
    const { router } = await openSystemPage({ status: () => jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401) });
    expect(await screen.findByRole('heading', { level: 1, name: ADMIN_LOGIN_TITLE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('goes back to the dashboard', async () => {
    const { user, router } = await openSystemPage();
    const back = screen.getByRole('link', { name: /dashboard/i });
    expect(back).toHaveTextContent(OPERATIONS_DASHBOARD_LINK);
    expect(back).toHaveAttribute('href', '/admin');
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
