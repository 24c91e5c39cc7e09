import { screen, waitFor, within } from '@testing-library/react';
import type { PayoutProfile } from '@tint/libs/api-types';
import { SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import {
  LEGAL_NAME_FIELD,
  PAYOUT_HANDLE_FIELD,
  PAYOUT_METHOD_FIELD,
  PAYOUT_SETTINGS_BUTTON,
  PAYOUT_SETTINGS_NOT_SET,
  PAYOUT_SETTINGS_SAVED,
  PAYOUT_SETTINGS_SAVE_FAILED,
  PAYOUT_SETTINGS_TEXT,
  SAVE_PAYOUT_SETTINGS,
  payoutSettingsSummary,
} from '@tint/libs/texts/payout-settings';
import { LEGAL_NAME_REQUIRED, PAYOUT_HANDLE_REQUIRED } from '@tint/libs/texts/payout-settings';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, sentJson, type ApiHandler } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';

async function openSettings(profile: PayoutProfile | null, put: ApiHandler = (init) => jsonResponse(sentJson(init))) {
  const fetchMock = stubSalespersonApi({ handlers: { 'GET /api/payout-profile': () => jsonResponse(profile), 'PUT /api/payout-profile': put } });
  const user = setupUser();
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: /Completed Services/ }));
  await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.payouts });
  const button = await screen.findByRole('button', { name: PAYOUT_SETTINGS_BUTTON });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  await screen.findByText(PAYOUT_SETTINGS_TEXT);
  return { fetchMock, user, dialog: screen.getByRole('dialog') };
}

const selectedMethod = (dialog: HTMLElement) => dialog.querySelector('.ant-select-content')?.getAttribute('title') ?? undefined;

describe('Payout Settings', () => {
  it('starts on venmo with nothing set, asks for the handle and the legal name, and saves what was typed', async () => {
    const { fetchMock, user, dialog } = await openSettings(null);
    expect(selectedMethod(dialog)).toBe('Venmo');
    await user.click(within(dialog).getByRole('button', { name: SAVE_PAYOUT_SETTINGS }));
    await expectTextsShown(PAYOUT_HANDLE_REQUIRED, LEGAL_NAME_REQUIRED);
    expect(callsTo(fetchMock, 'PUT', '/api/payout-profile')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(PAYOUT_HANDLE_FIELD), ' @kai-kealoha ');
    await user.type(within(dialog).getByLabelText(LEGAL_NAME_FIELD), 'Kai K. Kealoha');
    await user.click(within(dialog).getByRole('button', { name: SAVE_PAYOUT_SETTINGS }));
    await expectTextsShown(PAYOUT_SETTINGS_SAVED);
    expect(sentJson(callsTo(fetchMock, 'PUT', '/api/payout-profile')[0]![1])).toEqual({ payoutMethod: 'venmo', handle: '@kai-kealoha', legalName: 'Kai K. Kealoha' });
    // The card shows what was saved, at once.
    await expectTextsShown(payoutSettingsSummary('Venmo', '@kai-kealoha'));
  });

  it('says when nothing is set, and needs no handle for a check', async () => {
    const { fetchMock, user, dialog } = await openSettings(null);
    expect(screen.getByText(PAYOUT_SETTINGS_NOT_SET)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(PAYOUT_METHOD_FIELD));
    await user.click(await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-item-option[title="Check"]');
      if (!found) throw new Error('No option Check');
      return found;
    }));
    await user.type(within(dialog).getByLabelText(LEGAL_NAME_FIELD), 'Kai Kealoha');
    await user.click(within(dialog).getByRole('button', { name: SAVE_PAYOUT_SETTINGS }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/payout-profile')).toHaveLength(1));
    expect(sentJson(callsTo(fetchMock, 'PUT', '/api/payout-profile')[0]![1])).toEqual({ payoutMethod: 'check', handle: null, legalName: 'Kai Kealoha' });
  });

  it('opens on what is saved, and shows the server’s reason when it refuses', async () => {
    const saved: PayoutProfile = { payoutMethod: 'zelle', handle: '8085550123', legalName: 'Kai Kealoha' };
    const { user, dialog } = await openSettings(saved, () => jsonResponse({ statusCode: 400, message: LEGAL_NAME_REQUIRED }, 400));
    expect(selectedMethod(dialog)).toBe('Zelle');
    expect(within(dialog).getByLabelText(PAYOUT_HANDLE_FIELD)).toHaveValue('8085550123');
    expect(within(dialog).getByLabelText(LEGAL_NAME_FIELD)).toHaveValue('Kai Kealoha');
    await user.click(within(dialog).getByRole('button', { name: SAVE_PAYOUT_SETTINGS }));
    const alert = (await screen.findByText(PAYOUT_SETTINGS_SAVE_FAILED)).closest('[role="alert"]');
    expect(alert).toHaveTextContent(LEGAL_NAME_REQUIRED);
  });
});
