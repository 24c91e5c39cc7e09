import { computeRewards } from '@tint/libs/rewards';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setDesktopViewport } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';
import { stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { setupUser } from '@/testing/user';

async function openRewards() {
  const user = setupUser();
  setDesktopViewport();
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  await user.click(screen.getByRole('tab', { name: 'Rewards' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeInTheDocument();
  return { user, ...view };
}

function card(title: string) {
  return screen.getByRole('heading', { level: 2, name: title }).closest('.ant-card') as HTMLElement;
}

describe('rewards', () => {
  it('shows the monthly status, cash bonus and gift card progress, tiers and the December challenge', async () => {
    // 13 completed this month (silver, one $250 bonus, 7 to the next), 17 in all (one gift card, 13 to the next).
    stubSalespersonApi({ rewards: computeRewards(13, 17) });
    await openRewards();

    const status = await screen.findByRole('heading', { level: 2, name: 'Monthly Status' });
    const statusCard = status.closest('.ant-card') as HTMLElement;
    expect(within(statusCard).getByText('Silver status')).toBeInTheDocument();
    expect(within(statusCard).getByText('Bronze 0-10')).toBeInTheDocument();
    expect(within(statusCard).getByText('Silver 11-20')).toHaveAttribute('aria-current', 'true');
    expect(within(statusCard).getByText('Gold 21+')).toBeInTheDocument();
    expect(within(within(statusCard).getByRole('group', { name: 'Completed this month' })).getByText('13')).toBeInTheDocument();
    expect(within(within(statusCard).getByRole('group', { name: 'Completed all time' })).getByText('17')).toBeInTheDocument();

    const cash = card('Cash Bonus');
    expect(within(cash).getByText('$250.00 for every 10 referrals completed in a month')).toBeInTheDocument();
    expect(within(cash).getByRole('progressbar', { name: 'Cash Bonus' })).toHaveAttribute('aria-valuenow', '30');
    expect(within(cash).getByText('7 referrals to go to your next $250.00 bonus')).toBeInTheDocument();
    expect(within(within(cash).getByRole('group', { name: 'Bonuses earned this month' })).getByText('1')).toBeInTheDocument();
    expect(within(within(cash).getByRole('group', { name: 'Bonus money this month' })).getByText('$250.00')).toBeInTheDocument();

    const gift = card('Gift Cards');
    expect(within(gift).getByText('One gift card for every 15 referrals completed')).toBeInTheDocument();
    expect(within(gift).getByRole('progressbar', { name: 'Gift Cards' })).toHaveAttribute('aria-valuenow', '13');
    expect(within(gift).getByText('13 referrals to go to your next gift card')).toBeInTheDocument();

    const december = card('December Challenge');
    expect(within(december).getByText('Complete 35 referrals in December to earn an extra $300.00.')).toBeInTheDocument();
    expect(within(december).getByText('16 days remaining')).toBeInTheDocument();
    expect(within(december).getByText('13 of 35')).toBeInTheDocument();

    const tiers = within(card('Tiers')).getAllByRole('listitem');
    expect(tiers.map((tier) => tier.querySelector('.tier-row-name')?.firstChild?.textContent)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    expect(within(tiers[1]!).getByText('Your tier')).toBeInTheDocument();
    expect(within(tiers[1]!).getByText('10-19 referrals a month')).toBeInTheDocument();
    expect(within(tiers[1]!).getByText('$18.00')).toBeInTheDocument();
    expect(within(tiers[1]!).getByText('$50.00')).toBeInTheDocument();
    expect(within(tiers[3]!).getByText('30+ referrals a month')).toBeInTheDocument();
  });

  it('says one referral in the singular', async () => {
    stubSalespersonApi({ rewards: computeRewards(9, 14) });
    await openRewards();
    expect(await screen.findByText('1 referral to go to your next $250.00 bonus')).toBeInTheDocument();
    expect(screen.getByText('1 referral to go to your next gift card')).toBeInTheDocument();
    expect(screen.getByText('Bronze status')).toBeInTheDocument();
  });

  it("says 'No rewards data available' when the read fails, and retries", async () => {
    let calls = 0;
    stubSalespersonApi({
      rewards: () => {
        calls += 1;
        return calls <= 2 ? new Response('Down', { status: 500 }) : Response.json(computeRewards(21, 30));
      },
    });
    const { user } = await openRewards();
    expect(await screen.findByText('No rewards data available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Gold status')).toBeInTheDocument();
  });

  it('leads to the Rewards & Tiers screen and back', async () => {
    stubSalespersonApi();
    const { user } = await openRewards();
    await user.click(screen.getByRole('button', { name: 'View Rewards & Tiers' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Rewards & Tiers' })).toBeInTheDocument();
    // The switcher keeps Rewards marked.
    expect(screen.getByRole('tab', { name: 'Rewards' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Back to Rewards' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeInTheDocument();
  });
});
