// Issue 20: each pending payout shows how its salesperson wants to be paid, and the Fulfill Payout dialog starts on
// that method (venmo when they have set none).
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { PendingPayoutItem } from '@tint/libs/api-types';
import { PAYOUT_METHOD_LABELS } from '@tint/libs/constants';
import { FULFILL_TEXT, MARK_AS_PAID, PAYOUTS_TITLE } from '@tint/libs/texts/admin';
import { LEGAL_NAME_LABEL, NO_PAYOUT_PROFILE, PAYOUT_PROFILE_LABEL } from '@tint/libs/texts/payout-settings';
import { describe, expect, it } from 'vitest';
import { buttonWithText, pendingPayoutFixture, renderAdminPart, stubAdminApi } from '@/testing/admin-fixtures';
import { callsTo, sentJson } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { setupUser } from '@/testing/user';
import { PayoutsTab } from './payouts-tab';

const kai = pendingPayoutFixture({ id: 'apt-kai', salespersonName: 'Kai Kealoha', customerFirstName: 'Ikaika', payoutProfile: { payoutMethod: 'zelle', handle: 'kai@example.com', legalName: 'Kai K. Kealoha' } });
const noe = pendingPayoutFixture({ id: 'apt-noe', salespersonName: 'Noelani Kahale', customerFirstName: 'Malia', payoutProfile: null });

async function openTab(payouts: PendingPayoutItem[]) {
  setDesktopViewport();
  const fetchMock = stubAdminApi({ pendingPayouts: payouts, handlers: { 'POST /api/admin/fulfill-payout/apt-kai': () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }) } });
  const user = setupUser();
  renderAdminPart(<PayoutsTab />);
  await screen.findByText(PAYOUTS_TITLE);
  return { fetchMock, user };
}

/** A pending payout's row, found by its customer (the salesperson's name may also head a group of rows). */
const itemOf = async (customer: string) => {
  const item = (await screen.findByText(customer)).closest<HTMLElement>('li.admin-payout');
  if (!item) throw new Error(`No payout for ${customer}`);
  return item;
};

function dialog(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]');
  if (!found) throw new Error('No open dialog');
  return found;
}

async function openFulfil(user: UserEvent, customer: string) {
  await user.click(buttonWithText(MARK_AS_PAID, await itemOf(customer)));
  await screen.findByText(FULFILL_TEXT);
  return dialog();
}

const selectedMethod = () => dialog().querySelector('.ant-select-content')?.getAttribute('title') ?? undefined;

describe("the salesperson's payout settings in the Payouts tab", { timeout: 40_000 }, () => {
  it('shows the method and handle and the legal name on each pending payout, or that there are none', async () => {
    await openTab([kai, noe]);
    const kais = await itemOf('Ikaika Kahale');
    expect(within(kais).getByText(PAYOUT_PROFILE_LABEL)).toBeInTheDocument();
    expect(within(kais).getByText('Zelle · kai@example.com')).toBeInTheDocument();
    expect(within(kais).getByText(LEGAL_NAME_LABEL)).toBeInTheDocument();
    expect(within(kais).getByText('Kai K. Kealoha')).toBeInTheDocument();
    expect(within(await itemOf('Malia Kahale')).getByText(NO_PAYOUT_PROFILE)).toBeInTheDocument();
  });

  it("starts the Fulfill dialog on the salesperson's method, and on venmo when they have set none", async () => {
    const { user, fetchMock } = await openTab([kai, noe]);
    let open = await openFulfil(user, 'Malia Kahale');
    expect(selectedMethod()).toBe(PAYOUT_METHOD_LABELS.venmo);
    await user.click(buttonWithText('Cancel', open));
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]')).toBeNull());

    open = await openFulfil(user, 'Ikaika Kahale');
    expect(selectedMethod()).toBe(PAYOUT_METHOD_LABELS.zelle);
    expect(within(open).getByText('Zelle · kai@example.com')).toBeInTheDocument();
    expect(within(open).getByText('Kai K. Kealoha')).toBeInTheDocument();
    await user.click(buttonWithText(MARK_AS_PAID, open));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/admin/fulfill-payout/apt-kai')).toHaveLength(1));
    expect(sentJson(callsTo(fetchMock, 'POST', '/api/admin/fulfill-payout/apt-kai')[0]![1])).toEqual({ payoutMethod: 'zelle' });
  });
});
