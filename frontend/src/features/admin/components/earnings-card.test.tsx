import { screen, waitFor, within } from '@testing-library/react';
import type { YearEndEarnings } from '@tint/libs/api-types';
import { todayInZone } from '@tint/libs/slots';
import { defaultEarningsYear } from '@tint/libs/tax';
import { DOWNLOAD_CSV, EARNINGS_TITLE, LEGAL_NAME_ON_FILE, NO, NO_EARNINGS, REQUIRES_1099, YES, earningsIntro, paymentCount } from '@tint/libs/texts/payout-settings';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ADMIN_TOKEN, buttonWithText, headerOf, renderAdminPart, stubAdminApi } from '@/testing/admin-fixtures';
import { type ApiHandler, callsTo, jsonResponse } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';
import { EarningsCard } from './earnings-card';

const OPENING_YEAR = defaultEarningsYear(todayInZone(new Date(), 'Pacific/Honolulu'));

const earnings = (year: number): YearEndEarnings => ({
  year,
  threshold: year >= 2026 ? '2000.00' : '600.00',
  salespeople: [
    { salespersonId: 'sp-kai', salespersonName: 'Kai Kealoha', company: 'Maui Toyota', paidTotal: '2000.00', paymentCount: 80, requires1099: true, hasLegalName: true },
    { salespersonId: 'sp-noe', salespersonName: 'Noelani Kahale', company: 'Maui Honda', paidTotal: '1999.99', paymentCount: 1, requires1099: false, hasLegalName: false },
  ],
});

async function openCard(answer: (year: number) => YearEndEarnings = earnings, handlers: Record<string, ApiHandler> = {}) {
  setDesktopViewport();
  const fetchMock = stubAdminApi({
    handlers: { 'GET /api/admin/earnings': (_init, url) => jsonResponse(answer(Number(new URL(url, 'http://localhost').searchParams.get('year')))), ...handlers },
  });
  const user = setupUser();
  renderAdminPart(<EarningsCard />);
  await screen.findByText(EARNINGS_TITLE);
  return { fetchMock, user };
}

const row = (name: string) => {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`No row for ${name}`);
  return item;
};

describe('the year-end earnings card', () => {
  it("lists each salesperson's paid total, payments, the 1099 tag and whether a legal name is on file", async () => {
    const { fetchMock } = await openCard();
    await expectTextsShown('Kai Kealoha', earningsIntro(OPENING_YEAR >= 2026 ? '$2,000.00' : '$600.00'));
    for (const text of ['Maui Toyota', '$2,000.00', paymentCount(80), REQUIRES_1099, `${LEGAL_NAME_ON_FILE}: ${YES}`]) expect(within(row('Kai Kealoha')).getByText(text)).toBeInTheDocument();
    for (const text of ['$1,999.99', paymentCount(1), `${LEGAL_NAME_ON_FILE}: ${NO}`]) expect(within(row('Noelani Kahale')).getByText(text)).toBeInTheDocument();
    expect(within(row('Noelani Kahale')).queryByText(REQUIRES_1099)).not.toBeInTheDocument();
    const [read] = callsTo(fetchMock, 'GET', '/api/admin/earnings');
    expect(read?.[0]).toBe(`/api/admin/earnings?year=${String(OPENING_YEAR)}`);
    expect(headerOf(read?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('reads another year when one is chosen, and says so when nobody was paid', async () => {
    const { fetchMock, user } = await openCard((year) => (year === OPENING_YEAR ? earnings(year) : { year, threshold: '600.00', salespeople: [] }));
    await screen.findByText('Kai Kealoha');
    await user.click(screen.getByLabelText('Year'));
    const previous = String(OPENING_YEAR - 1);
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${previous}"]`);
      if (!found) throw new Error(`No option ${previous}`);
      return found;
    });
    await user.click(option);
    await expectTextsShown(NO_EARNINGS);
    expect(callsTo(fetchMock, 'GET', '/api/admin/earnings').map(([url]) => url)).toContain(`/api/admin/earnings?year=${previous}`);
  });

  it('downloads the CSV with the bearer token, saved as earnings-YYYY.csv', async () => {
    const created: Blob[] = [];
    const clicked: string[] = [];
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:earnings';
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
    const csv = 'Salesperson,Dealership\r\nKai Kealoha,Maui Toyota\r\n';
    const { fetchMock, user } = await openCard(earnings, { 'GET /api/admin/earnings.csv': () => new Response(csv, { headers: { 'Content-Type': 'text/csv' } }) });
    await screen.findByText('Kai Kealoha');
    await user.click(buttonWithText(DOWNLOAD_CSV));
    await waitFor(() => expect(clicked).toEqual([`earnings-${String(OPENING_YEAR)}.csv`]));
    const [call] = callsTo(fetchMock, 'GET', '/api/admin/earnings.csv');
    expect(call?.[0]).toBe(`/api/admin/earnings.csv?year=${String(OPENING_YEAR)}`);
    expect(headerOf(call?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(await created[0]!.text()).toBe(csv);
  });
});
