import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { PendingPayoutItem } from '@tint/libs/api-types';
import {
  ERROR_TITLE,
  FULFILL_PAYOUT_FAILED,
  NO_PENDING_PAYOUTS,
  PAYOUT_FULFILLED_TITLE,
  payoutFulfilledText,
} from '@tint/libs/validation-messages';
import {
  FULFILL_TEXT,
  FULFILL_TITLE,
  MARK_AS_PAID,
  PAYMENT_METHOD_LABEL,
  PAYOUTS_TITLE,
  PAYOUT_NOTES_PLACEHOLDER,
  PENDING_BADGE,
  PROCESSING,
  appointmentWhen,
  pendingPayoutsCount,
} from '@tint/libs/texts/admin';
import { CANCEL } from '@tint/libs/texts/common';
import { PAYOUT_METHODS, PAYOUT_METHOD_LABELS } from '@tint/libs/constants';
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
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';
import { PayoutsTab } from './payouts-tab';

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
  await screen.findByText(PAYOUTS_TITLE);
  return { fetchMock, user, ...view };
}

function dialog(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]');
  if (!found) throw new Error('No open dialog');
  return found;
}

async function openFulfil(user: UserEvent, salespersonName: string) {
  // The card's own name, not its salesperson's group heading (payout-selection.tsx).
  const item = (await screen.findByText(salespersonName, { selector: '.admin-payout-name, .admin-payout-name *' })).closest('li');
  if (!item) throw new Error(`No payout of ${salespersonName}`);
  await user.click(buttonWithText(MARK_AS_PAID, item));
  await screen.findByText(FULFILL_TEXT);
  return dialog();
}

async function chooseMethod(user: UserEvent, label: string) {
  await user.click(screen.getByLabelText(PAYMENT_METHOD_LABEL));
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

    const item = (await screen.findByText('Kai Kealoha', { selector: '.admin-payout-name, .admin-payout-name *' })).closest('li');
    if (!item) throw new Error('No payout item');
    for (const text of [appointmentWhen('Jun 3, 2030', '10:30 AM'), '$25.00', PENDING_BADGE, 'Malia Kahale', '2022 Toyota Camry', '$572.00', MARK_AS_PAID]) {
      expect(within(item).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Ikaika Pua')).toBeInTheDocument();
    expect(screen.getByText('$55.50')).toBeInTheDocument();
    expect(screen.getByText(pendingPayoutsCount(2))).toBeInTheDocument();

    const [read] = callsTo(fetchMock, 'GET', '/api/admin/pending-payouts');
    expect(headerOf(read?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it("says 'No pending payouts. All commissions are up to date!' when nothing is pending", async () => {
    await openTab();
    await expectTextsShown(NO_PENDING_PAYOUTS, '$0.00');
  });

  it('the Fulfill Payout dialog shows the salesperson, customer and commission, with venmo chosen', async () => {
    const { user } = await openTab({ payouts: [pendingPayoutFixture({ salespersonName: 'Kai Kealoha', commission: '25.00' })] });

    const open = await openFulfil(user, 'Kai Kealoha');

    expect(within(open).getByText(FULFILL_TITLE)).toBeInTheDocument();
    expect(within(open).getByText('Kai Kealoha')).toBeInTheDocument();
    expect(within(open).getByText('Malia Kahale')).toBeInTheDocument();
    expect(within(open).getByText('$25.00')).toBeInTheDocument();
    expect(selectedMethod()).toBe(PAYOUT_METHOD_LABELS.venmo);
    expect(within(open).getByPlaceholderText(PAYOUT_NOTES_PLACEHOLDER)).toHaveValue('');
    expect(buttonWithText(CANCEL, open)).toBeEnabled();

    await user.click(screen.getByLabelText(PAYMENT_METHOD_LABEL));
    const labels = await waitFor(() => {
      const options = Array.from(document.querySelectorAll('.ant-select-item-option')).map((option) => option.textContent);
      if (options.length < 6) throw new Error('Options not shown yet');
      return options;
    });
    expect(labels).toEqual(PAYOUT_METHODS.map((method) => PAYOUT_METHOD_LABELS[method]));
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
    await chooseMethod(user, PAYOUT_METHOD_LABELS.zelle);
    await user.click(screen.getByPlaceholderText(PAYOUT_NOTES_PLACEHOLDER));
    await user.paste('  Zelle #4411 ');
    await user.click(buttonWithText(MARK_AS_PAID, dialog()));

    await expectTextsShown(PROCESSING);
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/fulfill-payout/apt-7');
    expect(sentJson(call?.[1])).toEqual({ payoutMethod: 'zelle', notes: 'Zelle #4411' });
    expect(headerOf(call?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(headerOf(call?.[1], 'Idempotency-Key')).toMatch(UUID_PATTERN);

    payouts = [];
    pay.answer(jsonResponse({ message: 'ok' }));

    await expectTextsShown(PAYOUT_FULFILLED_TITLE, payoutFulfilledText(2500));
    await expectTextsShown(NO_PENDING_PAYOUTS);
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
    await chooseMethod(user, PAYOUT_METHOD_LABELS.cash);
    await user.click(screen.getByPlaceholderText(PAYOUT_NOTES_PLACEHOLDER));
    await user.paste('Receipt 12');
    await user.click(buttonWithText(MARK_AS_PAID, dialog()));
    await screen.findByText(PAYOUT_FULFILLED_TITLE);

    const next = await openFulfil(user, 'Noelani Kahale');
    expect(within(next).getByText('Noelani Kahale')).toBeInTheDocument();
    expect(selectedMethod()).toBe(PAYOUT_METHOD_LABELS.venmo);
    expect(within(next).getByPlaceholderText(PAYOUT_NOTES_PLACEHOLDER)).toHaveValue('');
    await user.click(buttonWithText(MARK_AS_PAID, next));
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
    await user.click(buttonWithText(MARK_AS_PAID, dialog()));
    await expectTextsShown(FULFILL_PAYOUT_FAILED, ERROR_TITLE);
    expect(dialog()).toBeInTheDocument();

    await user.click(buttonWithText(MARK_AS_PAID, dialog()));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/admin/fulfill-payout/apt-9')).toHaveLength(2));
    const [first, retry] = callsTo(fetchMock, 'POST', '/api/admin/fulfill-payout/apt-9');
    expect(headerOf(first?.[1], 'Idempotency-Key')).toMatch(UUID_PATTERN);
    expect(headerOf(retry?.[1], 'Idempotency-Key')).toBe(headerOf(first?.[1], 'Idempotency-Key'));

    // Cancel, then open the dialog again: a new attempt, a new key.
    await user.click(buttonWithText(CANCEL, dialog()));
    fail = false;
    await openFulfil(user, 'Kai Kealoha');
    await user.click(buttonWithText(MARK_AS_PAID, dialog()));
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
    const button = buttonWithText(MARK_AS_PAID, dialog());
    await user.dblClick(button);
    await screen.findByText(PROCESSING);
    pay.answer(jsonResponse({ message: 'ok' }));
    await screen.findByText(PAYOUT_FULFILLED_TITLE);

    expect(callsTo(fetchMock, 'POST', '/api/admin/fulfill-payout/apt-3')).toHaveLength(1);
  });
});
