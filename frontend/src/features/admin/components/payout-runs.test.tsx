// The Payouts tab's payout runs (issue 19): the selection by salesperson with its counts and totals, the Pay selected
// dialog and its Idempotency-Key, the runs list and the CSV downloads with the admin's token.
import { screen, waitFor, within } from '@testing-library/react';
import type { PendingPayoutItem } from '@tint/libs/api-types';
import { PAYOUT_METHOD_LABELS } from '@tint/libs/constants';
import type { PayoutRun } from '@tint/libs/payout-runs';
import {
  EXPORT_PAYOUTS,
  EXPORT_DOWNLOAD,
  NO_PAYOUT_RUNS,
  PAY_RUN_NOTES_PLACEHOLDER,
  PAY_RUN_REFERENCE_PLACEHOLDER,
  PAY_RUN_SUBMIT,
  PAYOUT_RUNS_TITLE,
  SELECT_ALL_PAYOUTS,
  groupSummary,
  paySelectedLabel,
  payRunDone,
  payRunSummary,
  selectGroupLabel,
  selectPayoutLabel,
} from '@tint/libs/texts/payout-runs';
import { PAYOUT_ALREADY_FULFILLED, PAYOUT_FULFILLED_TITLE, runAppointmentRefused } from '@tint/libs/validation-messages';
import { EXPORT_RANGE_BACKWARDS } from '@tint/libs/texts/payout-runs';
import { PAYOUTS_TITLE } from '@tint/libs/texts/admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, buttonWithText, deferredResponse, headerOf, pendingPayoutFixture, renderAdminPart, stubAdminApi } from '@/testing/admin-fixtures';
import type { ApiHandler } from '@/testing/fetch-stub';
import { callsTo, jsonResponse, sentJson } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';
import { PayoutsTab } from './payouts-tab';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const KAI_1 = pendingPayoutFixture({ id: 'apt-k1', salespersonId: 'sp-kai', salespersonName: 'Kai Kealoha', customerFirstName: 'Malia', customerLastName: 'Kahale', commission: '25.00' });
const KAI_2 = pendingPayoutFixture({ id: 'apt-k2', salespersonId: 'sp-kai', salespersonName: 'Kai Kealoha', customerFirstName: 'Noe', customerLastName: 'Akana', commission: '30.50' });
const NOE_1 = pendingPayoutFixture({ id: 'apt-n1', salespersonId: 'sp-noe', salespersonName: 'Noelani Pua', customerFirstName: 'Ikaika', customerLastName: 'Lee', commission: '25.00' });
const NOE_HELD = pendingPayoutFixture({
  id: 'apt-n2',
  salespersonId: 'sp-noe',
  salespersonName: 'Noelani Pua',
  customerFirstName: 'Held',
  customerLastName: 'Customer',
  commission: '25.00',
  review: { status: 'held', reasons: ['velocity'] } as unknown as PendingPayoutItem['review'],
});

const RUN: PayoutRun = {
  id: 'run-1',
  recordedAt: '2030-06-10T19:45:00.000Z',
  recordedBy: 'admin-1',
  recordedByName: 'Leilani Akana',
  payoutMethod: 'zelle',
  reference: 'ZL-0001',
  notes: null,
  count: 2,
  total: '55.50',
};

async function openTab({ payouts = [KAI_1, KAI_2, NOE_1, NOE_HELD], runs = [] as PayoutRun[], handlers = {} as Record<string, ApiHandler> } = {}) {
  setDesktopViewport();
  const fetchMock = stubAdminApi({ pendingPayouts: payouts, handlers: { 'GET /api/admin/payout-runs': () => jsonResponse(runs), ...handlers } });
  const user = setupUser();
  const view = renderAdminPart(<PayoutsTab />);
  await screen.findByText(PAYOUTS_TITLE);
  await screen.findByText(SELECT_ALL_PAYOUTS);
  return { fetchMock, user, ...view };
}

const checkbox = (label: string) => screen.getByLabelText(label);
function dialog(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]');
  if (!found) throw new Error('No open dialog');
  return found;
}

afterEach(() => vi.restoreAllMocks());

describe('payout runs', { timeout: 40_000 }, () => {
  it('groups the pending commissions by salesperson with each group\'s count and total; a held one cannot be chosen', async () => {
    await openTab();
    await expectTextsShown(groupSummary(2, 5550), groupSummary(1, 2500));
    expect(checkbox(selectPayoutLabel('Held Customer'))).toBeDisabled();
    expect(checkbox(selectPayoutLabel('Malia Kahale'))).toBeEnabled();
    expect(buttonWithText(paySelectedLabel(0, 0))).toBeDisabled();
  });

  it('adds up what is chosen: one, a group, all (held left out), and none again', async () => {
    const { user } = await openTab();
    await user.click(checkbox(selectPayoutLabel('Malia Kahale')));
    await expectTextsShown(paySelectedLabel(1, 2500));
    await user.click(checkbox(selectGroupLabel('Kai Kealoha')));
    await expectTextsShown(paySelectedLabel(2, 5550));
    await user.click(checkbox(selectGroupLabel('Noelani Pua')));
    await expectTextsShown(paySelectedLabel(3, 8050));
    expect(checkbox(selectPayoutLabel('Held Customer'))).not.toBeChecked();
    await user.click(screen.getByText(SELECT_ALL_PAYOUTS));
    await expectTextsShown(paySelectedLabel(0, 0));
    await user.click(screen.getByText(SELECT_ALL_PAYOUTS));
    await expectTextsShown(paySelectedLabel(3, 8050));
    await user.click(checkbox(selectGroupLabel('Kai Kealoha')));
    await expectTextsShown(paySelectedLabel(1, 2500));
  });

  it('pays the chosen ones in one run with venmo by default, the reference and notes, and one key per opening', async () => {
    let payouts = [KAI_1, KAI_2, NOE_1];
    const pay = deferredResponse();
    const { fetchMock, user } = await openTab({
      payouts: [KAI_1, KAI_2, NOE_1],
      handlers: { 'GET /api/admin/pending-payouts': () => jsonResponse(payouts), 'POST /api/admin/payout-runs': () => pay.promise },
    });
    await user.click(checkbox(selectGroupLabel('Kai Kealoha')));
    await user.click(buttonWithText(paySelectedLabel(2, 5550)));
    await expectTextsShown(payRunSummary(2, 5550, 1));
    expect(dialog().querySelector('.ant-select-content')?.getAttribute('title')).toBe(PAYOUT_METHOD_LABELS.venmo);
    await user.click(within(dialog()).getByPlaceholderText(PAY_RUN_REFERENCE_PLACEHOLDER));
    await user.paste('  VM-77 ');
    await user.click(within(dialog()).getByPlaceholderText(PAY_RUN_NOTES_PLACEHOLDER));
    await user.paste('June');
    await user.click(buttonWithText(PAY_RUN_SUBMIT, dialog()));
    await user.click(within(dialog()).getAllByRole('button').at(-1)!);

    const calls = callsTo(fetchMock, 'POST', '/api/admin/payout-runs');
    expect(calls).toHaveLength(1);
    expect(sentJson(calls[0]?.[1])).toEqual({ appointmentIds: ['apt-k1', 'apt-k2'], payoutMethod: 'venmo', reference: 'VM-77', notes: 'June' });
    expect(headerOf(calls[0]?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(headerOf(calls[0]?.[1], 'Idempotency-Key')).toMatch(UUID_PATTERN);

    payouts = [NOE_1];
    pay.answer(jsonResponse({ ...RUN, count: 2, total: '55.50' }, 201));
    await expectTextsShown(PAYOUT_FULFILLED_TITLE, payRunDone(2, 5550));
    await waitFor(() => expect(screen.queryByText('Malia Kahale')).toBeNull());
    await expectTextsShown(paySelectedLabel(0, 0));
  });

  it('shows a refusal naming the appointment, keeps the dialog, and a retry sends the same key; a new opening a new one', async () => {
    const refusal = runAppointmentRefused('Malia Kahale', 'Jun 3, 2030', PAYOUT_ALREADY_FULFILLED);
    const { fetchMock, user } = await openTab({ handlers: { 'POST /api/admin/payout-runs': () => jsonResponse({ statusCode: 409, message: refusal }, 409) } });
    await user.click(checkbox(selectPayoutLabel('Malia Kahale')));
    await user.click(buttonWithText(paySelectedLabel(1, 2500)));
    await user.click(buttonWithText(PAY_RUN_SUBMIT, dialog()));
    await expectTextsShown(refusal);
    await user.click(buttonWithText(PAY_RUN_SUBMIT, dialog()));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/admin/payout-runs')).toHaveLength(2));
    const keys = callsTo(fetchMock, 'POST', '/api/admin/payout-runs').map(([, init]) => headerOf(init, 'Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);

    await user.click(buttonWithText('Cancel', dialog()));
    await user.click(buttonWithText(paySelectedLabel(1, 2500)));
    await user.click(buttonWithText(PAY_RUN_SUBMIT, dialog()));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/admin/payout-runs')).toHaveLength(3));
    expect(headerOf(callsTo(fetchMock, 'POST', '/api/admin/payout-runs')[2]?.[1], 'Idempotency-Key')).not.toBe(keys[0]);
  });

  it('lists the runs and downloads a run as CSV with the admin token', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:run';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { fetchMock, user } = await openTab({
      runs: [RUN],
      handlers: { 'GET /api/admin/payout-runs/run-1/csv': () => new Response('Salesperson\r\nKai\r\n', { headers: { 'Content-Type': 'text/csv' } }) },
    });
    const table = (await screen.findByText(PAYOUT_RUNS_TITLE)).closest('.payout-runs-card') as HTMLElement;
    await waitFor(() => expect(within(table).getByText('ZL-0001')).toBeInTheDocument());
    for (const text of ['Leilani Akana', PAYOUT_METHOD_LABELS.zelle, '2', '$55.50']) expect(within(table).getByText(text)).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /as CSV/ }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const [call] = callsTo(fetchMock, 'GET', '/api/admin/payout-runs/run-1/csv');
    expect(headerOf(call?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(await saved[0]?.text()).toBe('Salesperson\r\nKai\r\n');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('payout-run-run-1.csv');
  });

  it('says so when there is no run yet', async () => {
    await openTab();
    await expectTextsShown(NO_PAYOUT_RUNS);
  });

  it('exports the paid commissions of a date range, refusing a backwards range', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { fetchMock, user } = await openTab({ handlers: { 'GET /api/admin/exports/payouts.csv': () => new Response('a\r\n', { headers: { 'Content-Type': 'text/csv' } }) } });
    await user.click(buttonWithText(EXPORT_PAYOUTS));
    const [from, to] = Array.from(dialog().querySelectorAll<HTMLInputElement>('input[type="date"]'));
    await user.clear(from!);
    await user.type(from!, '2030-06-30');
    await user.clear(to!);
    await user.type(to!, '2030-06-01');
    await user.click(buttonWithText(EXPORT_DOWNLOAD, dialog()));
    await expectTextsShown(EXPORT_RANGE_BACKWARDS);
    expect(callsTo(fetchMock, 'GET', '/api/admin/exports/payouts.csv')).toHaveLength(0);

    await user.clear(from!);
    await user.type(from!, '2030-01-01');
    await user.click(buttonWithText(EXPORT_DOWNLOAD, dialog()));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const [call] = callsTo(fetchMock, 'GET', '/api/admin/exports/payouts.csv');
    expect(String(call?.[0])).toBe('/api/admin/exports/payouts.csv?from=2030-01-01&to=2030-06-01');
    expect(headerOf(call?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('payouts-2030-01-01-to-2030-06-01.csv');
  });
});
