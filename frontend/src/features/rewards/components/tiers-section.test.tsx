import { computeRewards } from '@tint/libs/rewards';
import { TIERS } from '@tint/libs/tiers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { setupUser } from '@/testing/user';

async function openTiers() {
  const user = setupUser();
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  await user.click(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('button', { name: 'Rewards' }));
  await user.click(screen.getByRole('button', { name: 'View Rewards & Tiers' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Rewards & Tiers' })).toBeInTheDocument();
  return { user, ...view };
}

function tierCard(name: string) {
  return screen.getByRole('article', { name });
}

describe('rewards & tiers', () => {
  it('labels each tier Completed, N more to unlock or Locked by the referrals completed this month', async () => {
    stubSalespersonApi({ rewards: computeRewards(13, 40) });
    await openTiers();

    expect(await within(tierCard('Bronze')).findByText('Completed')).toBeInTheDocument();
    expect(within(tierCard('Silver')).getByText('Completed')).toBeInTheDocument();
    expect(within(tierCard('Silver')).getByText('Current tier')).toBeInTheDocument();
    expect(within(tierCard('Gold')).getByText('7 more to unlock')).toBeInTheDocument();
    expect(within(tierCard('Platinum')).getByText('Locked')).toBeInTheDocument();

    const gold = tierCard('Gold');
    expect(within(gold).getByText('20-29 referrals a month')).toBeInTheDocument();
    expect(within(gold).getByText('$22.00')).toBeInTheDocument();
    expect(within(gold).getByText('$100.00')).toBeInTheDocument();
    expect(within(gold).getByText('Weekly')).toBeInTheDocument();
    expect(within(tierCard('Platinum')).getByText('30+ referrals a month')).toBeInTheDocument();
  });

  it("shows the server's tiers, and the spec's table when they cannot be read", async () => {
    stubSalespersonApi({
      rewards: computeRewards(0, 0),
      tiers: () => new Response('Down', { status: 500 }),
    });
    await openTiers();
    expect(await within(tierCard('Bronze')).findByText('Completed')).toBeInTheDocument();
    expect(within(tierCard('Silver')).getByText('10 more to unlock')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(TIERS.length);
  });

  it('keeps the tiers without states when the rewards cannot be read', async () => {
    stubSalespersonApi({ rewards: () => new Response('Down', { status: 500 }) });
    await openTiers();
    expect(await screen.findByText('No rewards data available')).toBeInTheDocument();
    expect(within(tierCard('Gold')).getByText('$22.00')).toBeInTheDocument();
    expect(screen.queryByText('Locked')).not.toBeInTheDocument();
  });
});
