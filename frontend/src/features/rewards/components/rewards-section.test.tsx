import { formatMoney } from '@tint/libs/money';
import {
  CASH_BONUS_CENTS,
  CASH_BONUS_EVERY,
  DECEMBER_CHALLENGE_BONUS_CENTS,
  DECEMBER_CHALLENGE_DAYS_REMAINING_TEXT,
  DECEMBER_CHALLENGE_REFERRALS,
  GIFT_CARD_EVERY,
  computeRewards,
} from '@tint/libs/rewards';
import { TIERS } from '@tint/libs/tiers';
import { screen, within } from '@testing-library/react';
import {
  BACK_TO_REWARDS,
  BONUSES_EARNED,
  BONUS_TOTAL,
  CASH_BONUS_TITLE,
  COMPLETED_LIFETIME,
  COMPLETED_THIS_MONTH,
  DECEMBER_TITLE,
  GIFT_CARD_TITLE,
  MONTHLY_STATUS_LABELS,
  STATUS_TITLE,
  TIERS_TITLE,
  VIEW_TIERS,
  YOUR_TIER,
  cashBonusRule,
  cashBonusToGo,
  decemberRule,
  giftCardRule,
  giftCardToGo,
  progressOf,
  statusHeadline,
  statusRangeLabel,
  tierRangeText,
} from '@tint/libs/texts/rewards';
import { SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { NO_REWARDS_DATA } from '@tint/libs/validation-messages';
import { CHALLENGE_COMPLETED_TAG, EARNED_CHALLENGES_TITLE, challengeEarnedText, challengeProgressText, challengeRule, daysRemainingText, rewardText } from '@tint/libs/texts/challenges';
import { describe, expect, it } from 'vitest';
import { setDesktopViewport } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';
import { stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { expectTextsShown } from '@/testing/texts-shown';
import { pressRetryOnceSettled } from '@/testing/retry';
import { setupUser } from '@/testing/user';

async function openRewards() {
  const user = setupUser();
  setDesktopViewport();
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard });
  await user.click(screen.getByRole('tab', { name: SECTION_TITLES.rewards }));
  expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.rewards })).toBeInTheDocument();
  return { user, ...view };
}

function card(title: string) {
  return screen.getByRole('heading', { level: 2, name: title }).closest('.ant-card') as HTMLElement;
}

describe('rewards', () => {
  it("shows each active challenge in its own card beside the December card, with progress and the real days remaining, and the rewards earned (issue 20)", async () => {
    const base = { metric: 'bookings' as const, rewardDescription: null, startDate: '2026-11-01', endDate: '2026-11-30' };
    stubSalespersonApi({
      challenges: {
        active: [
          { ...base, id: 'c1', name: 'November sprint', target: 4, progress: 1, completed: false, rewardType: 'cash', rewardAmount: '50.00', daysRemaining: 3 },
          { ...base, id: 'c2', name: 'Quick win', target: 1, progress: 1, completed: true, rewardType: 'gift_card', rewardAmount: '25.00', rewardDescription: 'Maui Coffee', daysRemaining: 0 },
        ],
        earned: [{ id: 'e2', challengeId: 'c2', challengeName: 'Quick win', metric: 'bookings', target: 1, rewardType: 'gift_card', rewardAmount: '25.00', rewardDescription: 'Maui Coffee', earnedAt: '2026-11-20T20:00:00.000Z' }],
      },
    });
    await openRewards();
    const sprint = await screen.findByRole('heading', { level: 2, name: 'November sprint' });
    const sprintCard = sprint.closest('.ant-card') as HTMLElement;
    expect(within(sprintCard).getByText(challengeRule('bookings', 4, rewardText('cash', '$50.00', null)))).toBeInTheDocument();
    expect(within(sprintCard).getByRole('progressbar', { name: 'November sprint' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(sprintCard).getByText(challengeProgressText('bookings', 1, 4))).toBeInTheDocument();
    expect(within(sprintCard).getByText(daysRemainingText(3))).toBeInTheDocument();
    expect(within(sprintCard).queryByText(CHALLENGE_COMPLETED_TAG)).not.toBeInTheDocument();
    const quick = card('Quick win');
    expect(within(quick).getByText(CHALLENGE_COMPLETED_TAG)).toBeInTheDocument();
    expect(within(quick).getByText(challengeEarnedText(rewardText('gift_card', '$25.00', 'Maui Coffee')))).toBeInTheDocument();
    expect(within(quick).getByText(daysRemainingText(0))).toBeInTheDocument();
    // The spec's December card stays as it is, and the challenge cards come right after it.
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles.slice(titles.indexOf(DECEMBER_TITLE), titles.indexOf(DECEMBER_TITLE) + 4)).toEqual([DECEMBER_TITLE, 'November sprint', 'Quick win', EARNED_CHALLENGES_TITLE]);
    expect(within(card(DECEMBER_TITLE)).getByText(DECEMBER_CHALLENGE_DAYS_REMAINING_TEXT)).toBeInTheDocument();
    expect(within(card(EARNED_CHALLENGES_TITLE)).getByText('Quick win')).toBeInTheDocument();
  });

  it('shows the monthly status, cash bonus and gift card progress, tiers and the December challenge', async () => {
    // 13 completed this month (silver, one $250 bonus, 7 to the next), 17 in all (one gift card, 13 to the next).
    stubSalespersonApi({ rewards: computeRewards(13, 17) });
    await openRewards();

    const status = await screen.findByRole('heading', { level: 2, name: STATUS_TITLE });
    const statusCard = status.closest('.ant-card') as HTMLElement;
    expect(within(statusCard).getByText(statusHeadline(MONTHLY_STATUS_LABELS.silver))).toBeInTheDocument();
    expect(within(statusCard).getByText(statusRangeLabel(MONTHLY_STATUS_LABELS.bronze, '0-10'))).toBeInTheDocument();
    expect(within(statusCard).getByText(statusRangeLabel(MONTHLY_STATUS_LABELS.silver, '11-20'))).toHaveAttribute('aria-current', 'true');
    expect(within(statusCard).getByText(statusRangeLabel(MONTHLY_STATUS_LABELS.gold, '21+'))).toBeInTheDocument();
    expect(within(within(statusCard).getByRole('group', { name: COMPLETED_THIS_MONTH })).getByText('13')).toBeInTheDocument();
    expect(within(within(statusCard).getByRole('group', { name: COMPLETED_LIFETIME })).getByText('17')).toBeInTheDocument();

    const cash = card(CASH_BONUS_TITLE);
    expect(within(cash).getByText(cashBonusRule(formatMoney(CASH_BONUS_CENTS), CASH_BONUS_EVERY))).toBeInTheDocument();
    expect(within(cash).getByRole('progressbar', { name: CASH_BONUS_TITLE })).toHaveAttribute('aria-valuenow', '30');
    expect(within(cash).getByText(cashBonusToGo(7, formatMoney(CASH_BONUS_CENTS)))).toBeInTheDocument();
    expect(within(within(cash).getByRole('group', { name: BONUSES_EARNED })).getByText('1')).toBeInTheDocument();
    expect(within(within(cash).getByRole('group', { name: BONUS_TOTAL })).getByText('$250.00')).toBeInTheDocument();

    const gift = card(GIFT_CARD_TITLE);
    expect(within(gift).getByText(giftCardRule(GIFT_CARD_EVERY))).toBeInTheDocument();
    expect(within(gift).getByRole('progressbar', { name: GIFT_CARD_TITLE })).toHaveAttribute('aria-valuenow', '13');
    expect(within(gift).getByText(giftCardToGo(13))).toBeInTheDocument();

    const december = card(DECEMBER_TITLE);
    expect(within(december).getByText(decemberRule(DECEMBER_CHALLENGE_REFERRALS, formatMoney(DECEMBER_CHALLENGE_BONUS_CENTS)))).toBeInTheDocument();
    expect(within(december).getByText(DECEMBER_CHALLENGE_DAYS_REMAINING_TEXT)).toBeInTheDocument();
    expect(within(december).getByText(progressOf(13, DECEMBER_CHALLENGE_REFERRALS))).toBeInTheDocument();

    const tiers = within(card(TIERS_TITLE)).getAllByRole('listitem');
    expect(tiers.map((tier) => tier.querySelector('.tier-row-name')?.firstChild?.textContent)).toEqual(TIERS.map((tier) => tier.name));
    expect(within(tiers[1]!).getByText(YOUR_TIER)).toBeInTheDocument();
    expect(within(tiers[1]!).getByText(tierRangeText('10-19'))).toBeInTheDocument();
    expect(within(tiers[1]!).getByText('$18.00')).toBeInTheDocument();
    expect(within(tiers[1]!).getByText('$50.00')).toBeInTheDocument();
    expect(within(tiers[3]!).getByText(tierRangeText('30+'))).toBeInTheDocument();
  });

  it('says one referral in the singular', async () => {
    stubSalespersonApi({ rewards: computeRewards(9, 14) });
    await openRewards();
    expect(await screen.findByText(cashBonusToGo(1, formatMoney(CASH_BONUS_CENTS)))).toBeInTheDocument();
    expect(screen.getByText(giftCardToGo(1))).toBeInTheDocument();
    expect(screen.getByText(statusHeadline(MONTHLY_STATUS_LABELS.bronze))).toBeInTheDocument();
  });

  it("says 'No rewards data available' when the read fails, and retries", async () => {
    let calls = 0;
    stubSalespersonApi({
      rewards: () => {
        calls += 1;
        return calls <= 2 ? new Response('Down', { status: 500 }) : Response.json(computeRewards(21, 30));
      },
    });
    const { user, queryClient } = await openRewards();
    await expectTextsShown(NO_REWARDS_DATA);
    await pressRetryOnceSettled(user, queryClient);
    await expectTextsShown(statusHeadline(MONTHLY_STATUS_LABELS.gold));
  });

  it('leads to the Rewards & Tiers screen and back', async () => {
    stubSalespersonApi();
    const { user } = await openRewards();
    await user.click(await screen.findByRole('button', { name: VIEW_TIERS }));
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.tiers })).toBeInTheDocument();
    // The switcher keeps Rewards marked.
    expect(screen.getByRole('tab', { name: SECTION_TITLES.rewards })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: BACK_TO_REWARDS }));
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.rewards })).toBeInTheDocument();
  });
});
