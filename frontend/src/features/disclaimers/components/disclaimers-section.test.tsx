import { DISCLAIMERS, PROGRAM_TERMS } from '@tint/libs/disclaimers';
import { screen, within } from '@testing-library/react';
import { DISCLAIMERS_TITLE, PROGRAM_TERMS_TITLE } from '@tint/libs/texts/disclaimers';
import { BACK_TO_DASHBOARD, SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { setupUser } from '@/testing/user';

describe('Referrals & Disclaimers', () => {
  it('shows the program terms and the 10 disclaimers, and goes back to the dashboard', async () => {
    const user = setupUser();
    stubSalespersonApi();
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: SECTION_TITLES.disclaimers }));
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.disclaimers })).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: PROGRAM_TERMS_TITLE })).toBeInTheDocument();
    for (const term of PROGRAM_TERMS) {
      expect(screen.getByText(term)).toBeInTheDocument();
    }

    const list = screen.getByRole('list', { name: DISCLAIMERS_TITLE });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items.map((item) => item.textContent)).toEqual(DISCLAIMERS.map((disclaimer, index) => `${String(index + 1)}${disclaimer.text}`));

    await user.click(screen.getByRole('button', { name: BACK_TO_DASHBOARD }));
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeInTheDocument();
  });
});
