import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';

/**
 * Renders with the store and router, and lets the first effects and their fetches settle, as a
 * page is seen once it has loaded. Returns the user-event session too.
 */
export async function renderSettled(
  ui: ReactElement,
  options?: Parameters<typeof renderWithProviders>[1],
) {
  const user = userEvent.setup();
  const rendered = await act(async () => renderWithProviders(ui, options));
  return { user, ...rendered };
}
