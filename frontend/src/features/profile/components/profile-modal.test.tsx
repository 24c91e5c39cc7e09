import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { signedInSalesperson, stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { setupUser } from '@/testing/user';
import { profileStorageKey } from '../profile-storage';

const storageKey = profileStorageKey(signedInSalesperson.id);

/** Pasting, not typing: a keystroke at a time through antd's inputs is slow in jsdom. */
async function fill(user: ReturnType<typeof setupUser>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openProfile() {
  const user = setupUser();
  stubSalespersonApi();
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Enhance Profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enhance Your Profile' });
  return { user, dialog };
}

describe('profile enhancement', () => {
  it('saves the filled fields locally after a 1-second save, without the photo, and shows them again', async () => {
    const { user, dialog } = await openProfile();

    await fill(user, within(dialog).getByLabelText('Bio'), 'Ceramic tint fan.');
    await user.click(within(dialog).getByLabelText('Years of experience'));
    await user.click(await screen.findByTitle('3-5 years'));
    await user.click(within(dialog).getByLabelText('Electric Vehicles'));
    await user.click(within(dialog).getByLabelText('Repeat Customers'));
    await user.click(within(dialog).getByLabelText('Text message'));
    await fill(user, within(dialog).getByLabelText('Working hours'), 'Mon-Fri 9-5');
    const photo = new File(['fake image bytes'], 'me.png', { type: 'image/png' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, photo);
    expect(await within(dialog).findByRole('button', { name: 'Remove' })).toBeInTheDocument();

    const save = within(dialog).getByRole('button', { name: 'Save Profile' });
    const startedAt = Date.now();
    await user.click(save);
    // Saving: the button shows its spinner and nothing is stored yet.
    await waitFor(() => expect(save).toHaveClass('ant-btn-loading'));
    expect(window.localStorage.getItem(storageKey)).toBeNull();

    expect(await screen.findByText('Profile Saved', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(950);
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
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enhance Your Profile' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Enhance Profile' }));
    const reopened = await screen.findByRole('dialog', { name: 'Enhance Your Profile' });
    expect(within(reopened).getByLabelText('Bio')).toHaveValue('Ceramic tint fan.');
    expect(within(reopened).getByText('3-5 years')).toBeInTheDocument();
    expect(within(reopened).getByLabelText('Electric Vehicles')).toBeChecked();
    expect(within(reopened).getByLabelText('Sports Cars')).not.toBeChecked();
    expect(within(reopened).getByLabelText('Text message')).toBeChecked();
    expect(within(reopened).getByLabelText('Working hours')).toHaveValue('Mon-Fri 9-5');
    expect(within(reopened).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    // Many antd controls in one jsdom screen; slower than the default when every file runs at once.
  }, 40_000);

  it('saves an empty profile: no field is required', async () => {
    const { user, dialog } = await openProfile();

    await user.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile Saved', {}, { timeout: 3000 })).toBeInTheDocument();
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

    await fill(user, within(dialog).getByLabelText('Bio'), 'Not saved');
    await user.click(within(dialog).getByRole('button', { name: 'Skip for Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enhance Your Profile' })).not.toBeInTheDocument());
    expect(window.localStorage.getItem(storageKey)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Enhance Profile' }));
    const reopened = await screen.findByRole('dialog', { name: 'Enhance Your Profile' });
    expect(within(reopened).getByLabelText('Bio')).toHaveValue('');
  });

  it('ignores a stored entry it cannot use', async () => {
    window.localStorage.setItem(storageKey, JSON.stringify({ bio: 'Kept', yearsExperience: 'forever', specialties: ['Boats', 'Sports Cars'] }));
    const { dialog } = await openProfile();

    expect(within(dialog).getByLabelText('Bio')).toHaveValue('Kept');
    expect(within(dialog).getByText('Select your experience')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Sports Cars')).toBeChecked();
  });
});
