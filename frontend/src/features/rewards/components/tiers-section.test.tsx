import { computeRewards } from '@tint/libs/rewards';
import type { Tier } from '@tint/libs/tiers';
import { TIERS, tierStateLabel } from '@tint/libs/tiers';
import { screen, within } from '@testing-library/react';
import { CURRENT_TIER, VIEW_TIERS, tierRangeText } from '@tint/libs/texts/rewards';
import { NAV_MOBILE_LABELS, SECTIONS_NAV_LABEL, SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { NO_REWARDS_DATA } from '@tint/libs/validation-messages';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';

async function openTiers() {
  const user = setupUser();
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard });
  await user.click(within(screen.getByRole('navigation', { name: SECTIONS_NAV_LABEL })).getByRole('button', { name: NAV_MOBILE_LABELS.rewards }));
  await user.click(await screen.findByRole('button', { name: VIEW_TIERS }));
  expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.tiers })).toBeInTheDocument();
  return { user, ...view };
}

const [bronze, silver, goldTier, platinum] = TIERS as [Tier, Tier, Tier, Tier];
const COMPLETED = tierStateLabel({ state: 'completed', remaining: 0 });
const LOCKED = tierStateLabel({ state: 'locked', remaining: 1 });

function tierCard(name: string) {
  return screen.getByRole('article', { name });
}

describe('rewards & tiers', () => {
  it('labels each tier Completed, N more to unlock or Locked by the referrals completed this month', async () => {
    stubSalespersonApi({ rewards: computeRewards(13, 40) });
    await openTiers();

    expect(await within(tierCard(bronze.name)).findByText(COMPLETED)).toBeInTheDocument();
    expect(within(tierCard(silver.name)).getByText(CURRENT_TIER)).toBeInTheDocument();
    expect(within(tierCard(silver.name)).queryByText(COMPLETED)).not.toBeInTheDocument();
    expect(within(tierCard(goldTier.name)).getByText(tierStateLabel({ state: 'unlockable', remaining: 7 }))).toBeInTheDocument();
    expect(within(tierCard(platinum.name)).getByText(LOCKED)).toBeInTheDocument();

    const gold = tierCard(goldTier.name);
    expect(within(gold).getByText(tierRangeText('20-29'))).toBeInTheDocument();
    expect(within(gold).getByText('$22.00')).toBeInTheDocument();
    expect(within(gold).getByText('$100.00')).toBeInTheDocument();
    expect(within(gold).getByText('Weekly')).toBeInTheDocument();
    expect(within(tierCard(platinum.name)).getByText(tierRangeText('30+'))).toBeInTheDocument();
  });

  it("shows the server's tiers, and the spec's table when they cannot be read", async () => {
    stubSalespersonApi({
      rewards: computeRewards(0, 0),
      tiers: () => new Response('Down', { status: 500 }),
    });
    await openTiers();
    expect(await within(tierCard(bronze.name)).findByText(CURRENT_TIER)).toBeInTheDocument();
    expect(within(tierCard(bronze.name)).queryByText(COMPLETED)).not.toBeInTheDocument();
    expect(within(tierCard(silver.name)).getByText(tierStateLabel({ state: 'unlockable', remaining: 10 }))).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(TIERS.length);
  });

  it('keeps the tiers without states when the rewards cannot be read', async () => {
    stubSalespersonApi({ rewards: () => new Response('Down', { status: 500 }) });
    await openTiers();
    await expectTextsShown(NO_REWARDS_DATA);
    expect(within(tierCard(goldTier.name)).getByText('$22.00')).toBeInTheDocument();
    expect(screen.queryByText(LOCKED)).not.toBeInTheDocument();
  });
});
