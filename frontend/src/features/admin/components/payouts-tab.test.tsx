import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { PendingPayoutItem } from '@tint/libs/api-types';
import {
  ERROR_TITLE,
  FULFILL_PAYOUT_FAILED,
  NO_PENDING_PAYOUTS,
  PAYOUT_FULFILLED_TITLE,
} from '@tint/libs/validation-messages';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  buttonWithText,
  deferredResponse,
  headerOf,
  pendingPayoutFixture,
  renderAdminPart,
  stubAdminApi,
} from '@/testing/admin-fixtures';
import type { ApiHandler } from '@/testing/fetch-stub';
import { callsTo, jsonResponse, sentJson } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { setupUser } from '@/testing/user';
import { PayoutsTab } from './payouts-tab';

configure({ asyncUtilTimeout: 5000 });

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function openTab({
  payouts = [],
  handlers = {},
}: { payouts?: PendingPayoutItem[] | (() => PendingPayoutItem[]); handlers?: Record<string, ApiHandler> } = {}) {
  setDesktopViewport();
  const list = typeof payouts === 'function' ? payouts : () => payouts;
  const fetchMock = stubAdminApi({ handlers: { 'GET /api/admin/pending-payouts': () => jsonResponse(list()), ...handlers } });
  const user = setupUser();
  const view = renderAdminPart(<PayoutsTab />);
  await screen.findByText('Payout Management');
  return { fetchMock, user, ...view };
}

function dialog(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]');
  if (!found) throw new Error('No open dialog');
  return found;
}

async function openFulfil(user: UserEvent, salespersonName: string) {
  const list = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.admin-payout-list');
    if (!found) throw new Error('No payout list');
    return found;
  });
  const item = within(list).getByText(salespersonName).closest('li');
  if (!item) throw new Error(`No payout of ${salespersonName}`);
  await user.click(buttonWithText('Mark as Paid', item));
  await screen.findByText('Mark this commission as paid and record payment details.');
  return dialog();
}

async function chooseMethod(user: UserEvent, label: string) {
  await user.click(screen.getByLabelText('Payment Method'));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${label}"]`);
    if (!found) throw new Error(`No option ${label}`);
    return found;
  });
  await user.click(option);
}

function selectedMethod(): string | undefined {
  return dialog().querySelector('.ant-select-content')?.getAttribute('title') ?? undefined;
}

describe('Payouts tab', { timeout: 40_000 }, () => {
  it('shows each pending payout with its details and the total', async () => {
    const { fetchMock } = await openTab({
      payouts: [
        pendingPayoutFixture({ salespersonName: 'Kai Kealoha', commission: '25.00', estimatedPrice: '572.00', appointmentDate: '2030-06-03' }),
        pendingPayoutFixture({ salespersonName: 'Noelani Kahale', commission: '30.50', customerFirstName: 'Ikaika', customerLastName: 'Pua' }),
      ],
    });

    const item = (await screen.findByText('Kai Kealoha')).closest('li');
    if (!item) throw new Error('No payout item');
    for (const text of ['Jun 3, 2030 at 10:30 AM', '$25.00', 'Pending', 'Malia Kahale', '2022 Toyota Camry', '$572.00', 'Mark as Paid']) {
      expect(within(item).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Ikaika Pua')).toBeInTheDocument();
    expect(screen.getByText('$55.50')).toBeInTheDocument();
    expect(screen.getByText('2 payouts awaiting payment')).toBeInTheDocument();

    const [read] = callsTo(fetchMock, 'GET', '/api/admin/pending-payouts');
    expect(headerOf(read?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it("says 'No pending payouts. All commissions are up to date!' when nothing is pending", async () => {
    await openTab();
    expect(await screen.findByText(NO_PENDING_PAYOUTS)).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
  });

  it('the Fulfill Payout dialog shows the salesperson, customer and commission, with venmo chosen', async () => {
    const { user } = await openTab({ payouts: [pendingPayoutFixture({ salespersonName: 'Kai Kealoha', commission: '25.00' })] });

    const open = await openFulfil(user, 'Kai Kealoha');

    expect(within(open).getByText('Fulfill Payout')).toBeInTheDocument();
    expect(within(open).getByText('Kai Kealoha')).toBeInTheDocument();
    expect(within(open).getByText('Malia Kahale')).toBeInTheDocument();
    expect(within(open).getByText('$25.00')).toBeInTheDocument();
    expect(selectedMethod()).toBe('Venmo');
    expect(within(open).getByPlaceholderText('Transaction ID, receipt number, etc.')).toHaveValue('');
    expect(buttonWithText('Cancel', open)).toBeEnabled();

    await user.click(screen.getByLabelText('Payment Method'));
    const labels = await waitFor(() => {
      const options = Array.from(document.querySelectorAll('.ant-select-item-option')).map((option) => option.textContent);
      if (options.length < 6) throw new Error('Options not shown yet');
      return options;
    });
    expect(labels).toEqual(['Venmo', 'PayPal', 'Zelle', 'Cash', 'Check', 'Other']);
  });

  it("pays with the chosen method and notes, says 'Payout Fulfilled', closes, resets and refreshes every admin read", async () => {
    let payouts = [pendingPayoutFixture({ id: 'apt-7', salespersonName: 'Kai Kealoha', commission: '25.00' })];
    const pay = deferredResponse();
    const { fetchMock, user, queryClient } = await openTab({
      payouts: () => payouts,
      handlers: { 'POST /api/admin/fulfill-payout/apt-7': () => pay.promise },
    });
    // Another admin read in the cache (e.g. the Users tab, seen before) is refreshed too.
    queryClient.setQueryData(['/api/admin/users'], []);

    await openFulfil(user, 'Kai Kealoha');
    await chooseMethod(user, 'Zelle');
    await user.click(screen.getByPlaceholderText('Transaction ID, receipt number, etc.'));
    await user.paste('  Zelle #4411 ');
    await user.click(buttonWithText('Mark as Paid', dialog()));

    expect(await screen.findByText('Processing...')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/fulfill-payout/apt-7');
    expect(sentJson(call?.[1])).toEqual({ payoutMethod: 'zelle', notes: 'Zelle #4411' });
    expect(headerOf(call?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(headerOf(call?.[1], 'Idempotency-Key')).toMatch(UUID_PATTERN);

    payouts = [];
    pay.answer(jsonResponse({ message: 'ok' }));

    expect(await screen.findByText(PAYOUT_FULFILLED_TITLE)).toBeInTheDocument();
    expect(screen.getByText('Commission of $25.00 marked as paid.')).toBeInTheDocument();
    expect(await screen.findByText(NO_PENDING_PAYOUTS)).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(['/api/admin/users'])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['/api/admin/me'])).toBeUndefined();
    expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]')).toBeNull();
  });

  it('after a success the next dialog starts again from venmo, empty notes and a new key', async () => {
    const { fetchMock, user } = await openTab({
      payouts: [
        pendingPayoutFixture({ id: 'apt-1', salespersonName: 'Kai Kealoha' }),
        pendingPayoutFixture({ id: 'apt-2', salespersonName: 'Noelani Kahale' }),
      ],
      handlers: {
        'POST /api/admin/fulfill-payout/apt-1': () => jsonResponse({ message: 'ok' }),
        'POST /api/admin/fulfill-payout/apt-2': () => jsonResponse({ message: 'ok' }),
      },
    });

    await openFulfil(user, 'Kai Kealoha');
    await chooseMethod(user, 'Cash');
    await user.click(screen.getByPlaceholderText('Transaction ID, receipt number, etc.'));
    await user.paste('Receipt 12');
    await user.click(buttonWithText('Mark as Paid', dialog()));
    await screen.findByText(PAYOUT_FULFILLED_TITLE);

    const next = await openFulfil(user, 'Noelani Kahale');
    expect(within(next).getByText('Noelani Kahale')).toBeInTheDocument();
    expect(selectedMethod()).toBe('Venmo');
    expect(within(next).getByPlaceholderText('Transaction ID, receipt number, etc.')).toHaveValue('');
    await user.click(buttonWithText('Mark as Paid', next));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/admin/fulfill-payout/apt-2')).toHaveLength(1));

    const [first] = callsTo(fetchMock, 'POST', '/api/admin/fulfill-payout/apt-1');
    const [second] = callsTo(fetchMock, 'POST', '/api/admin/fulfill-payout/apt-2');
    expect(sentJson(second?.[1])).toEqual({ payoutMethod: 'venmo' });
    expect(headerOf(second?.[1], 'Idempotency-Key')).not.toBe(headerOf(first?.[1], 'Idempotency-Key'));
  });

  it('a failure says so, keeps the dialog open, and a retry sends the same Idempotency-Key; a new opening a new one', async () => {
    let fail = true;
    const { fetchMock, user } = await openTab({
      payouts: [pendingPayoutFixture({ id: 'apt-9', salespersonName: 'Kai Kealoha' })],
      handlers: {
        'POST /api/admin/fulfill-payout/apt-9': () =>
          fail ? jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500) : jsonResponse({ message: 'ok' }),
      },
    });

    await openFulfil(user, 'Kai Kealoha');
    await user.click(buttonWithText('Mark as Paid', dialog()));
    expect(await screen.findByText(FULFILL_PAYOUT_FAILED)).toBeInTheDocument();
    expect(screen.getByText(ERROR_TITLE)).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();

    await user.click(buttonWithText('Mark as Paid', dialog()));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/admin/fulfill-payout/apt-9')).toHaveLength(2));
    const [first, retry] = callsTo(fetchMock, 'POST', '/api/admin/fulfill-payout/apt-9');
    expect(headerOf(first?.[1], 'Idempotency-Key')).toMatch(UUID_PATTERN);
    expect(headerOf(retry?.[1], 'Idempotency-Key')).toBe(headerOf(first?.[1], 'Idempotency-Key'));

    // Cancel, then open the dialog again: a new attempt, a new key.
    await user.click(buttonWithText('Cancel', dialog()));
    fail = false;
    await openFulfil(user, 'Kai Kealoha');
    await user.click(buttonWithText('Mark as Paid', dialog()));
    await screen.findByText(PAYOUT_FULFILLED_TITLE);
    const [, , reopened] = callsTo(fetchMock, 'POST', '/api/admin/fulfill-payout/apt-9');
    expect(headerOf(reopened?.[1], 'Idempotency-Key')).not.toBe(headerOf(first?.[1], 'Idempotency-Key'));
  });

  it('a double click while the payment is sent pays once', async () => {
    const pay = deferredResponse();
    const { fetchMock, user } = await openTab({
      payouts: [pendingPayoutFixture({ id: 'apt-3', salespersonName: 'Kai Kealoha' })],
      handlers: { 'POST /api/admin/fulfill-payout/apt-3': () => pay.promise },
    });

    await openFulfil(user, 'Kai Kealoha');
    const button = buttonWithText('Mark as Paid', dialog());
    await user.dblClick(button);
    await screen.findByText('Processing...');
    pay.answer(jsonResponse({ message: 'ok' }));
    await screen.findByText(PAYOUT_FULFILLED_TITLE);

    expect(callsTo(fetchMock, 'POST', '/api/admin/fulfill-payout/apt-3')).toHaveLength(1);
  });
});
