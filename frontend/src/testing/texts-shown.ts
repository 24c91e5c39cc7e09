import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until every text is on screen at once. A form's messages arrive as each field's validation
 * settles, one render apart, so finding the first says nothing yet about the others.
 */
export async function expectTextsShown(...texts: readonly string[]): Promise<void> {
  await waitFor(() => {
    for (const text of texts) expect(screen.getByText(text)).toBeInTheDocument();
  });
}
