import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setDesktopViewport } from '@/testing/match-media';
import { stubLocation } from '@/testing/location-stub';
import { renderApp } from '@/testing/render-app';
import { stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { setupUser } from '@/testing/user';

describe('salesperson app sections', () => {
  it('switches every section from the desktop tabs', async () => {
    const user = setupUser();
    setDesktopViewport();
    stubSalespersonApi();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    for (const [tab, heading] of [
      ['Leaderboard', 'Leaderboard'],
      ['Rewards', 'Rewards'],
      ['Tint Match', null],
      ['Book Appointment', null],
      ['Dashboard', 'Dashboard'],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      if (heading) expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      else expect(screen.queryByRole('heading', { level: 1, name: 'Dashboard' })).not.toBeInTheDocument();
    }

    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    expect(await screen.findByText('No leaderboard data available')).toBeInTheDocument();
    // A nav section needs no back button; the tabs are right there.
    expect(screen.queryByRole('button', { name: 'Back to Dashboard' })).not.toBeInTheDocument();
  });

  it('switches every section from the mobile bottom bar', async () => {
    const user = setupUser();
    stubSalespersonApi();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const bottomBar = screen.getByRole('navigation', { name: 'Sections' });

    for (const [item, heading] of [
      ['Ranks', 'Leaderboard'],
      ['Rewards', 'Rewards'],
      ['Match', null],
      ['Book', null],
      ['Dashboard', 'Dashboard'],
    ] as const) {
      await user.click(within(bottomBar).getByRole('button', { name: item }));
      expect(within(bottomBar).getByRole('button', { name: item })).toHaveAttribute('aria-current', 'page');
      if (heading) expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      else expect(screen.queryByRole('heading', { level: 1, name: 'Dashboard' })).not.toBeInTheDocument();
    }
  });

  it('keeps Dashboard marked in the bottom bar on Payout Details, and it leads back', async () => {
    const user = setupUser();
    stubSalespersonApi();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Completed Services/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Payout Details' })).toBeInTheDocument();
    expect(await screen.findByText('No completed services yet')).toBeInTheDocument();

    const bottomBar = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(bottomBar).getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(bottomBar).getByRole('button', { name: 'Dashboard' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the name, the bell and Logout, which leaves for /api/logout', async () => {
    const user = setupUser();
    const { assign } = stubLocation();
    stubSalespersonApi();
    renderApp('/');

    expect(await screen.findByText('Kai Kealoha')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(assign).toHaveBeenCalledWith('/api/logout');
  });
});
