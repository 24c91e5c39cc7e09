import { act, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_SAVE_DELAY_MS } from '@tint/libs/constants';
import { ENHANCE_PROFILE } from '@tint/libs/texts/dashboard';
import {
  BIO_LABEL,
  EXPERIENCE_LABEL,
  EXPERIENCE_PLACEHOLDER,
  PROFILE_MODAL_TITLE,
  PROFILE_PHOTO_REMOVE,
  PROFILE_SAVED_TITLE,
  SAVE_PROFILE,
  SKIP_FOR_NOW,
  WORKING_HOURS_LABEL,
} from '@tint/libs/texts/profile';
import { CONTACT_METHOD_OPTIONS, EXPERIENCE_OPTIONS } from '@tint/libs/profile-options';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { signedInSalesperson, stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { setupUser } from '@/testing/user';
import { profileStorageKey } from '../profile-storage';

const storageKey = profileStorageKey(signedInSalesperson.id);
const THREE_TO_FIVE_YEARS = EXPERIENCE_OPTIONS.find((option) => option.value === '3-5')?.label ?? '';
const TEXT_MESSAGE = CONTACT_METHOD_OPTIONS.find((option) => option.value === 'text')?.label ?? '';

/** Pasting, not typing: a keystroke at a time through antd's inputs is slow in the test DOM. */
async function fill(user: ReturnType<typeof setupUser>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/**
 * The save waits PROFILE_SAVE_DELAY_MS on a timeout. From the click on, timeouts are faked (they also
 * run with real time, so antd's own timeouts go on), and a test moves the clock by the delay instead of
 * waiting for it.
 */
function fakeTimeouts() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

async function passTime(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function openProfile() {
  const user = setupUser();
  stubSalespersonApi();
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: ENHANCE_PROFILE }));
  const dialog = await screen.findByRole('dialog', { name: PROFILE_MODAL_TITLE });
  return { user, dialog };
}

describe('profile enhancement', () => {
  it('saves the filled fields locally after the save delay, without the photo, and shows them again', async () => {
    const { user, dialog } = await openProfile();

    await fill(user, within(dialog).getByLabelText(BIO_LABEL), 'Ceramic tint fan.');
    await user.click(within(dialog).getByLabelText(EXPERIENCE_LABEL));
    await user.click(await screen.findByTitle(THREE_TO_FIVE_YEARS));
    await user.click(within(dialog).getByLabelText('Electric Vehicles'));
    await user.click(within(dialog).getByLabelText('Repeat Customers'));
    await user.click(within(dialog).getByLabelText(TEXT_MESSAGE));
    await fill(user, within(dialog).getByLabelText(WORKING_HOURS_LABEL), 'Mon-Fri 9-5');
    const photo = new File(['fake image bytes'], 'me.png', { type: 'image/png' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, photo);
    expect(await within(dialog).findByRole('button', { name: PROFILE_PHOTO_REMOVE })).toBeInTheDocument();

    const save = within(dialog).getByRole('button', { name: SAVE_PROFILE });
    fakeTimeouts();
    await user.click(save);
    // Saving: the button shows its spinner and nothing is stored until the whole delay has passed.
    await waitFor(() => expect(save).toHaveClass('ant-btn-loading'));
    expect(window.localStorage.getItem(storageKey)).toBeNull();
    expect(screen.queryByText(PROFILE_SAVED_TITLE)).not.toBeInTheDocument();
    await passTime(PROFILE_SAVE_DELAY_MS);

    expect(await screen.findByText(PROFILE_SAVED_TITLE)).toBeInTheDocument();
    vi.useRealTimers();
    const stored = window.localStorage.getItem(storageKey) ?? '';
    expect(JSON.parse(stored)).toEqual({
      bio: 'Ceramic tint fan.',
      yearsExperience: '3-5',
      specialties: ['Electric Vehicles', 'Repeat Customers'],
      preferredContact: 'text',
      workingHours: 'Mon-Fri 9-5',
    });
    expect(stored).not.toContain('profilePhoto');
    expect(stored).not.toContain('data:');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: PROFILE_MODAL_TITLE })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: ENHANCE_PROFILE }));
    const reopened = await screen.findByRole('dialog', { name: PROFILE_MODAL_TITLE });
    expect(within(reopened).getByLabelText(BIO_LABEL)).toHaveValue('Ceramic tint fan.');
    expect(within(reopened).getByText(THREE_TO_FIVE_YEARS)).toBeInTheDocument();
    expect(within(reopened).getByLabelText('Electric Vehicles')).toBeChecked();
    expect(within(reopened).getByLabelText('Sports Cars')).not.toBeChecked();
    expect(within(reopened).getByLabelText(TEXT_MESSAGE)).toBeChecked();
    expect(within(reopened).getByLabelText(WORKING_HOURS_LABEL)).toHaveValue('Mon-Fri 9-5');
    expect(within(reopened).queryByRole('button', { name: PROFILE_PHOTO_REMOVE })).not.toBeInTheDocument();
    // Many antd controls in one test-DOM screen; slower than the default when every file runs at once.
  }, 40_000);

  it('saves an empty profile: no field is required', async () => {
    const { user, dialog } = await openProfile();

    fakeTimeouts();
    await user.click(within(dialog).getByRole('button', { name: SAVE_PROFILE }));
    await passTime(PROFILE_SAVE_DELAY_MS);
    expect(await screen.findByText(PROFILE_SAVED_TITLE)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(storageKey) ?? 'null')).toEqual({
      bio: '',
      yearsExperience: '',
      specialties: [],
      preferredContact: '',
      workingHours: '',
    });
  });

  it("closes on 'Skip for Now' without storing anything", async () => {
    const { user, dialog } = await openProfile();

    await fill(user, within(dialog).getByLabelText(BIO_LABEL), 'Not saved');
    await user.click(within(dialog).getByRole('button', { name: SKIP_FOR_NOW }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: PROFILE_MODAL_TITLE })).not.toBeInTheDocument());
    expect(window.localStorage.getItem(storageKey)).toBeNull();

    await user.click(screen.getByRole('button', { name: ENHANCE_PROFILE }));
    const reopened = await screen.findByRole('dialog', { name: PROFILE_MODAL_TITLE });
    expect(within(reopened).getByLabelText(BIO_LABEL)).toHaveValue('');
  });

  it('ignores a stored entry it cannot use', async () => {
    window.localStorage.setItem(storageKey, JSON.stringify({ bio: 'Kept', yearsExperience: 'forever', specialties: ['Boats', 'Sports Cars'] }));
    const { dialog } = await openProfile();

    expect(within(dialog).getByLabelText(BIO_LABEL)).toHaveValue('Kept');
    expect(within(dialog).getByText(EXPERIENCE_PLACEHOLDER)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Sports Cars')).toBeChecked();
  });
});
