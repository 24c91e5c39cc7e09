import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, AuditPage } from '@tint/libs/api-types';
import { defaultAuditWindow } from '@tint/libs/audit';
import { DEFAULT_BUSINESS_TIMEZONE } from '@tint/libs/constants';
import { todayInZone } from '@tint/libs/slots';
import { ADMIN_LOGIN_TITLE } from '@tint/libs/texts/admin';
import {
  AUDIT_COLUMNS,
  AUDIT_DOWNLOAD_CSV,
  AUDIT_DOWNLOAD_FAILED,
  AUDIT_EMPTY,
  AUDIT_KIND_LABEL,
  AUDIT_KIND_LABELS,
  AUDIT_LINK,
  AUDIT_LOAD_MORE,
  AUDIT_TITLE,
} from '@tint/libs/texts/audit';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ADMIN_TOKEN, buttonWithText, headerOf, storeAdminSession, stubAdminApi } from '@/testing/admin-fixtures';
import type { ApiHandler } from '@/testing/fetch-stub';
import { callsTo, jsonResponse } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'e1',
    at: '2030-06-05T01:00:00.000Z',
    kind: 'confirm',
    label: 'Confirmed appointment',
    adminName: 'Leilani Kahale',
    subject: 'Appointment 1a2b3c4d (2030-06-05 10:30 AM)',
    requestId: 'req-confirm',
    ...overrides,
  };
}

const PAID = entry({ id: 'e2', kind: 'pay', label: 'Paid commission', subject: 'Appointment 1a2b3c4d', requestId: 'req-pay', amount: '25.00' });
const SIGNED_IN = entry({ id: 'e3', kind: 'sign_in', label: 'Signed in', subject: 'Admin portal', requestId: 'req-sign-in' });

const page = (entries: AuditEntry[], nextCursor: string | null = null): AuditPage => ({ entries, nextCursor });

/** The query string of a call. */
const searchOf = (call: unknown[]) => new URL(String(call[0]), 'http://localhost').searchParams;

async function openAuditPage({ audit = () => jsonResponse(page([PAID, entry()])), handlers = {} }: { audit?: ApiHandler; handlers?: Record<string, ApiHandler> } = {}) {
  storeAdminSession();
  const fetchMock = stubAdminApi({ handlers: { 'GET /api/admin/audit': audit, ...handlers } });
  const user = setupUser();
  const { router } = renderApp('/admin/audit');
  expect(await screen.findByRole('heading', { level: 1, name: AUDIT_TITLE })).toBeInTheDocument();
  return { fetchMock, user, router };
}

describe('AuditPage', () => {
  it('sends a visitor without an admin session to the admin login', async () => {
    stubAdminApi();
    const { router } = renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { name: ADMIN_LOGIN_TITLE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('reads the last 7 business days with the bearer token and shows each action in a table', async () => {
    setDesktopViewport();
    const { fetchMock } = await openAuditPage();
    await expectTextsShown('Paid commission', 'Confirmed appointment', 'Appointment 1a2b3c4d (2030-06-05 10:30 AM)', '$25.00', 'req-pay', 'req-confirm');
    const [read] = callsTo(fetchMock, 'GET', '/api/admin/audit');
    const expected = defaultAuditWindow(todayInZone(new Date(), DEFAULT_BUSINESS_TIMEZONE));
    expect(Object.fromEntries(searchOf(read!))).toEqual({ from: expected.from, to: expected.to });
    expect(headerOf(read![1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    const table = screen.getByRole('table');
    for (const column of Object.values(AUDIT_COLUMNS)) expect(within(table).getByText(column)).toBeInTheDocument();
    // The header links back to the dashboard and on to the queues, not to the page itself.
    expect(screen.queryByRole('link', { name: AUDIT_LINK })).not.toBeInTheDocument();
  });

  it('loads the next page with the cursor, until there is none', async () => {
    setDesktopViewport();
    const audit: ApiHandler = (_init, url) => jsonResponse(new URL(url, 'http://localhost').searchParams.get('before') === 'c1' ? page([SIGNED_IN]) : page([PAID, entry()], 'c1'));
    const { fetchMock, user } = await openAuditPage({ audit });
    await expectTextsShown('Paid commission');
    await user.click(buttonWithText(AUDIT_LOAD_MORE));
    await expectTextsShown('Signed in', 'req-sign-in');
    expect(searchOf(callsTo(fetchMock, 'GET', '/api/admin/audit').at(-1)!).get('before')).toBe('c1');
    // Still the earlier entries, and no more pages.
    expect(screen.getByText('Paid commission')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(AUDIT_LOAD_MORE)).not.toBeInTheDocument());
  });

  it('reads one kind of action when the filter names it', async () => {
    setDesktopViewport();
    const audit: ApiHandler = (_init, url) => jsonResponse(new URL(url, 'http://localhost').searchParams.get('type') === 'pay' ? page([PAID]) : page([PAID, entry()]));
    const { fetchMock, user } = await openAuditPage({ audit });
    await expectTextsShown('Confirmed appointment');
    await user.click(screen.getByRole('combobox', { name: AUDIT_KIND_LABEL }));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${AUDIT_KIND_LABELS.pay}"]`);
      if (!found) throw new Error('option not shown yet');
      return found;
    });
    await user.click(option);
    await waitFor(() => expect(screen.queryByText('Confirmed appointment')).not.toBeInTheDocument());
    expect(searchOf(callsTo(fetchMock, 'GET', '/api/admin/audit').at(-1)!).get('type')).toBe('pay');
  });

  it('says so when nothing was done in the window', async () => {
    await openAuditPage({ audit: () => jsonResponse(page([])) });
    await expectTextsShown(AUDIT_EMPTY);
  });

  it('shows a card per action on a phone', async () => {
    await openAuditPage();
    await expectTextsShown('Paid commission', '$25.00', 'req-pay');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((item) => item.classList.contains('audit-item'))).toHaveLength(2);
  });

  it('downloads the CSV with the bearer token, as a file named after the window', async () => {
    const created: Blob[] = [];
    const clicked: string[] = [];
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:audit';
    });
    const revokeUrl = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    onTestFinished(() => {
      click.mockRestore();
      createUrl.mockRestore();
      revokeUrl.mockRestore();
    });
    const csv = 'When (UTC),Kind\r\n2030-06-05T01:00:00.000Z,pay\r\n';
    const { fetchMock, user } = await openAuditPage({ handlers: { 'GET /api/admin/audit.csv': () => new Response(csv, { headers: { 'Content-Type': 'text/csv' } }) } });
    await user.click(buttonWithText(AUDIT_DOWNLOAD_CSV));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'GET', '/api/admin/audit.csv');
    expect(headerOf(call![1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    const { from, to } = Object.fromEntries(searchOf(call!));
    expect(clicked).toEqual([`audit-${from!}-to-${to!}.csv`]);
    expect(await created[0]!.text()).toBe(csv);
  });

  it('tells the admin when the CSV could not be read', async () => {
    const { user } = await openAuditPage({ handlers: { 'GET /api/admin/audit.csv': () => jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500) } });
    await user.click(buttonWithText(AUDIT_DOWNLOAD_CSV));
    await expectTextsShown(AUDIT_DOWNLOAD_FAILED);
  });

  it('is linked from the System page header', async () => {
    setDesktopViewport();
    storeAdminSession();
    stubAdminApi({ handlers: { 'GET /api/admin/audit': () => jsonResponse(page([])), 'GET /api/admin/system': () => jsonResponse(null, 500) } });
    const user = setupUser();
    const { router } = renderApp('/admin/system');
    const link = await screen.findByRole('link', { name: AUDIT_LINK });
    expect(link).toHaveAttribute('href', '/admin/audit');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: AUDIT_TITLE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/audit');
  });
});
