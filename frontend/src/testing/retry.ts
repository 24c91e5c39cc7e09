import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { RETRY } from '@tint/libs/texts/common';
import type { setupUser } from './user';

/**
 * Presses a failed read's Retry once no read is on its way. A read that starts meanwhile (the header's bell reads
 * after the first paint) puts the failed query back to loading and draws a new Retry button when it fails too: a
 * button found before it is gone from the page, and a press on it does nothing.
 */
export async function pressRetryOnceSettled(user: ReturnType<typeof setupUser>, queryClient: QueryClient): Promise<void> {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await user.click(await screen.findByRole('button', { name: RETRY }));
}
