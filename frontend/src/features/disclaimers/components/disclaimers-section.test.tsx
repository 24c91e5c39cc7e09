import { DISCLAIMERS } from '@tint/libs/disclaimers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { setupUser } from '@/testing/user';

describe('Referrals & Disclaimers', () => {
  it('shows the program terms and the 10 disclaimers, and goes back to the dashboard', async () => {
    const user = setupUser();
    stubSalespersonApi();
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Referrals & Disclaimers' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Referrals & Disclaimers' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Program terms' })).toBeInTheDocument();
    for (const term of [
      'Sales reps may not offer discounts or guarantees.',
      'Sales reps may not misuse customer information.',
      "Payouts are at the company's discretion.",
      'Users may be removed for suspected fraud.',
    ]) {
      expect(screen.getByText(term)).toBeInTheDocument();
    }

    const list = screen.getByRole('list', { name: 'Disclaimers' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items.map((item) => item.textContent)).toEqual(DISCLAIMERS.map((disclaimer, index) => `${String(index + 1)}${disclaimer.text}`));

    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});
