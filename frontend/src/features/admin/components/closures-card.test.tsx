import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Closure } from '@tint/libs/api-types';
import { DEFAULT_BUSINESS_TIMEZONE } from '@tint/libs/constants';
import { addDaysToDate, todayInZone } from '@tint/libs/slots';
import {
  BOOKED_ON_CLOSED_TITLE,
  CLOSE_DATES_BUTTON,
  CLOSURES_TITLE,
  CLOSURE_DATES_REQUIRED,
  CLOSURE_REASON_LABEL,
  NOTHING_BOOKED_ON_CLOSED,
  NO_CLOSURES,
  REMOVE_CLOSURE,
  REMOVE_CLOSURE_OK,
  bookedCount,
  closedDatesText,
} from '@tint/libs/texts/closures';
import { CLOSURE_IN_PAST } from '@tint/libs/validation-messages';
import { CLOSURES_LOAD_FAILED, CLOSURE_CREATE_FAILED, CLOSURE_REASON_REQUIRED, CLOSURE_REMOVED } from '@tint/libs/texts/closures';
import { RETRY } from '@tint/libs/texts/common';
import { describe, expect, it } from 'vitest';
import { formatShortDate } from '@/lib/dates';
import { ADMIN_TOKEN, buttonWithText, headerOf, renderAdminPart, stubAdminApi } from '@/testing/admin-fixtures';
import type { ApiHandler } from '@/testing/fetch-stub';
import { callsTo, jsonResponse, sentJson } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';
import { ClosuresCard } from './closures-card';

const TODAY = todayInZone(new Date(), DEFAULT_BUSINESS_TIMEZONE);
const START = addDaysToDate(TODAY, 20);
const END = addDaysToDate(TODAY, 22);

function closureFixture(overrides: Partial<Closure> = {}): Closure {
  return {
    id: 'closure-1',
    startDate: '2030-12-24',
    endDate: '2030-12-26',
    reason: 'Holidays',
    createdBy: 'Leilani Akana',
    createdAt: '2030-11-20T19:30:00.000Z',
    bookedAppointments: [],
    ...overrides,
  };
}

const booked = [
  { id: 'apt-1', appointmentDate: START, appointmentTime: '8:30 AM' as const, customerName: 'Malia Kahale', salespersonName: 'Kai Kealoha' },
  { id: 'apt-2', appointmentDate: END, appointmentTime: '12:30 PM' as const, customerName: 'Tess Test', salespersonName: null },
];

async function openCard({ closures = [], handlers = {}, desktop = true }: { closures?: Closure[] | (() => Closure[]); handlers?: Record<string, ApiHandler>; desktop?: boolean } = {}) {
  if (desktop) setDesktopViewport();
  const list = typeof closures === 'function' ? closures : () => closures;
  const fetchMock = stubAdminApi({ handlers: { 'GET /api/admin/closures': () => jsonResponse(list()), ...handlers } });
  const user = setupUser();
  renderAdminPart(<ClosuresCard />);
  await screen.findByText(CLOSURES_TITLE);
  return { fetchMock, user };
}

/** Types the first and the last day into the range picker's two inputs. */
async function pickRange(user: UserEvent, start: string, end: string) {
  const [first, last] = Array.from(document.querySelectorAll<HTMLInputElement>('.admin-closure-form .ant-picker-range input'));
  if (!first || !last) throw new Error('No range picker');
  await user.click(first);
  await user.paste(start);
  await user.keyboard('{Enter}');
  await user.click(last);
  await user.paste(end);
  await user.keyboard('{Enter}');
}

describe('Closures card', { timeout: 40_000 }, () => {
  it('lists the closures with what is booked on them, read with the bearer token', async () => {
    const { fetchMock } = await openCard({ closures: [closureFixture({ bookedAppointments: booked }), closureFixture({ id: 'closure-2', startDate: '2031-01-02', endDate: '2031-01-02', reason: 'Training' })] });

    const row = (await screen.findByText('Dec 24, 2030 – Dec 26, 2030')).closest('tr');
    if (!row) throw new Error('No row for the closure');
    for (const text of ['Holidays', bookedCount(2), 'Leilani Akana', `${formatShortDate(START)} · 8:30 AM · Malia Kahale (Kai Kealoha)`, `${formatShortDate(END)} · 12:30 PM · Tess Test (Test booking)`]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    const single = screen.getByText('Jan 2, 2031').closest('tr');
    if (!single) throw new Error('No row for the one-day closure');
    expect(within(single).getByText(bookedCount(0))).toBeInTheDocument();
    const [read] = callsTo(fetchMock, 'GET', '/api/admin/closures');
    expect(headerOf(read?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('closes a range with a trimmed reason and shows the appointments already booked on it', async () => {
    let closures: Closure[] = [];
    const { fetchMock, user } = await openCard({
      closures: () => closures,
      handlers: {
        'POST /api/admin/closures': (init) => {
          const created = closureFixture({ ...(sentJson(init) as Partial<Closure>), bookedAppointments: booked });
          closures = [created];
          return jsonResponse(created, 201);
        },
      },
    });

    await pickRange(user, START, END);
    await user.click(screen.getByLabelText(CLOSURE_REASON_LABEL));
    await user.paste('  Team training ');
    await user.click(buttonWithText(CLOSE_DATES_BUTTON));

    await expectTextsShown(BOOKED_ON_CLOSED_TITLE);
    const [create] = callsTo(fetchMock, 'POST', '/api/admin/closures');
    expect(sentJson(create?.[1])).toEqual({ startDate: START, endDate: END, reason: 'Team training' });
    expect(headerOf(create?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    const notice = screen.getByText(BOOKED_ON_CLOSED_TITLE).closest('.ant-alert');
    if (!(notice instanceof HTMLElement)) throw new Error('No notice');
    expect(within(notice).getByText(`${formatShortDate(START)} · 8:30 AM · Malia Kahale (Kai Kealoha)`)).toBeInTheDocument();
    expect(within(notice).getByText(new RegExp(closedDatesText(`${formatShortDate(START)} – ${formatShortDate(END)}`)))).toBeInTheDocument();
    // The list is read again and the form is empty.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/closures').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByLabelText(CLOSURE_REASON_LABEL)).toHaveValue('');
  });

  it('says when nothing was booked on the closed dates', async () => {
    const { user } = await openCard({ handlers: { 'POST /api/admin/closures': (init) => jsonResponse(closureFixture({ ...(sentJson(init) as Partial<Closure>) }), 201) } });
    await pickRange(user, START, START);
    await user.click(screen.getByLabelText(CLOSURE_REASON_LABEL));
    await user.paste('Holiday');
    await user.click(buttonWithText(CLOSE_DATES_BUTTON));
    await expectTextsShown(NOTHING_BOOKED_ON_CLOSED, closedDatesText(formatShortDate(START)));
  });

  it('requires the dates and a reason, and shows the server’s refusal', async () => {
    const { fetchMock, user } = await openCard({ handlers: { 'POST /api/admin/closures': () => jsonResponse({ statusCode: 400, message: CLOSURE_IN_PAST }, 400) } });
    await user.click(buttonWithText(CLOSE_DATES_BUTTON));
    await expectTextsShown(CLOSURE_DATES_REQUIRED, CLOSURE_REASON_REQUIRED);
    expect(callsTo(fetchMock, 'POST', '/api/admin/closures')).toHaveLength(0);

    await pickRange(user, START, END);
    await user.click(screen.getByLabelText(CLOSURE_REASON_LABEL));
    await user.paste('Holiday');
    await user.click(buttonWithText(CLOSE_DATES_BUTTON));
    await expectTextsShown(`${CLOSURE_CREATE_FAILED} ${CLOSURE_IN_PAST}`);
  });

  it('greys out the days before today in the range picker', async () => {
    const { user } = await openCard();
    const [first] = Array.from(document.querySelectorAll<HTMLInputElement>('.admin-closure-form .ant-picker-range input'));
    await user.click(first!);
    const yesterday = await waitFor(() => {
      const cell = document.querySelector(`td[title="${addDaysToDate(TODAY, -1)}"]`) ?? document.querySelector(`td[title="${TODAY}"]`);
      if (!cell) throw new Error('No calendar');
      return cell;
    });
    if (yesterday.getAttribute('title') !== TODAY) expect(yesterday).toHaveClass('ant-picker-cell-disabled');
    expect(document.querySelector(`td[title="${TODAY}"]`)).not.toHaveClass('ant-picker-cell-disabled');
  });

  it('removes a closure after a confirmation, says so and reads the list again', async () => {
    let closures = [closureFixture()];
    const { fetchMock, user } = await openCard({
      closures: () => closures,
      handlers: {
        'DELETE /api/admin/closures/closure-1': () => {
          closures = [];
          return new Response(null, { status: 204 });
        },
      },
    });
    await screen.findByText('Dec 24, 2030 – Dec 26, 2030');
    await user.click(buttonWithText(REMOVE_CLOSURE));
    await user.click(await waitFor(() => buttonWithText(REMOVE_CLOSURE_OK)));
    await expectTextsShown(CLOSURE_REMOVED, NO_CLOSURES);
    const [remove] = callsTo(fetchMock, 'DELETE', '/api/admin/closures/closure-1');
    expect(headerOf(remove?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it("shows 'Failed to load closures.' with a retry, and the closures as cards on phones", async () => {
    let fail = true;
    const { user } = await openCard({
      desktop: false,
      closures: () => [closureFixture({ bookedAppointments: booked })],
      handlers: { 'GET /api/admin/closures': () => (fail ? new Response('', { status: 503, statusText: 'Service Unavailable' }) : jsonResponse([closureFixture({ bookedAppointments: booked })])) },
    });
    await expectTextsShown(CLOSURES_LOAD_FAILED);
    fail = false;
    await user.click(buttonWithText(RETRY));
    const item = (await screen.findByText('Dec 24, 2030 – Dec 26, 2030')).closest('li');
    if (!item) throw new Error('No list item');
    expect(within(item).getByText('Holidays')).toBeInTheDocument();
    expect(within(item).getByText(bookedCount(2))).toBeInTheDocument();
    expect(within(item).getByText(REMOVE_CLOSURE)).toBeInTheDocument();
    expect(document.querySelector('table')).toBeNull();
  });
});
