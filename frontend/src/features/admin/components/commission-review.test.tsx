import { screen, waitFor, within } from '@testing-library/react';
import type { PendingPayoutItem } from '@tint/libs/api-types';
import {
  CLEAR_COMMISSION,
  FRAUD_REASON_LABELS,
  MARK_AS_PAID,
  ON_HOLD,
  PAYOUTS_TITLE,
  REJECT_COMMISSION,
  REVIEW_DONE,
  pendingPayoutsCount,
  reviewConfirm,
} from '@tint/libs/texts/admin';
import { describe, expect, it } from 'vitest';
import { pendingPayoutFixture, renderAdminPart, stubAdminApi } from '@/testing/admin-fixtures';
import { callsTo, jsonResponse, sentJson } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';
import { appointmentFixture } from '@/testing/salesperson-fixtures';
import { PayoutsTab } from './payouts-tab';

// Issue 19: a commission held for fraud review in the Payouts tab.
describe('a held commission in the Payouts tab', () => {
  it("is listed 'On hold' with its reasons, left out of the total and the count, and reviewed instead of paid", async () => {
    setDesktopViewport();
    let held: PendingPayoutItem = pendingPayoutFixture({
      id: 'apt-held',
      customerFirstName: 'Own',
      customerLastName: 'Car',
      commission: '40.00',
      review: { status: 'held', reasons: ['self_referral', 'velocity'] },
    });
    const payable = pendingPayoutFixture({ id: 'apt-ok', customerFirstName: 'Malia', commission: '25.00' });
    const fetchMock = stubAdminApi({
      handlers: {
        'GET /api/admin/pending-payouts': () => jsonResponse([held, payable]),
        'POST /api/admin/appointments/apt-held/review': () => {
          held = { ...held, review: null };
          return jsonResponse(appointmentFixture({ id: 'apt-held', status: 'completed', reviewStatus: 'rejected' }));
        },
      },
    });
    const user = setupUser();
    renderAdminPart(<PayoutsTab />);
    await screen.findByText(PAYOUTS_TITLE);

    const item = (await screen.findByText('Own Car')).closest('li')!;
    expect(within(item).getByText(ON_HOLD)).toBeInTheDocument();
    expect(within(item).getByText(FRAUD_REASON_LABELS.self_referral!)).toBeInTheDocument();
    expect(within(item).getByText(FRAUD_REASON_LABELS.velocity!)).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: MARK_AS_PAID })).not.toBeInTheDocument();
    // The total and the count are the payable one's only.
    expect(screen.getByText('$25.00', { selector: '.admin-total-amount' })).toBeInTheDocument();
    expect(screen.getByText(pendingPayoutsCount(1))).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: REJECT_COMMISSION }));
    const dialog = (await screen.findByText(reviewConfirm('reject'))).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(dialog).getByRole('button', { name: REJECT_COMMISSION }));
    await expectTextsShown(REVIEW_DONE);
    expect(sentJson(callsTo(fetchMock, 'POST', '/api/admin/appointments/apt-held/review')[0]?.[1])).toEqual({ decision: 'reject' });
    // Read again: no longer held (here the server answers it cleared), so it is paid like any other.
    const again = await waitFor(() => {
      const row = screen.getByText('Own Car').closest('li')!;
      expect(within(row).getByRole('button', { name: MARK_AS_PAID })).toBeInTheDocument();
      return row;
    });
    expect(within(again).queryByRole('button', { name: CLEAR_COMMISSION })).not.toBeInTheDocument();
  });
});
