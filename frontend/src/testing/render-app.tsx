import { render } from '@testing-library/react';
import type { ThemeConfig } from 'antd';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { appTheme } from '@/lib/theme';

/**
 * The app's theme, configured for the test DOM (configuration of antd, not a mock of it):
 * - `motion: false`: the test DOM paints nothing, so a dialog's zoom or a toast's slide only makes tests wait;
 * - `hashed: false`: plain `.ant-btn` selectors instead of `:where(.css-…).ant-btn`. The test DOM matches every
 *   style rule against an element whenever its computed style is read (role queries read it up the whole
 *   tree), and the hashed selectors cost about half of every whole-screen test.
 * - `zeroRuntime: true`: antd's own switch to write no styles at run time (a product using it loads antd's
 *   stylesheet instead). The test DOM lays nothing out, and building and matching the styles took half of the
 *   suite: 43 s against 82 s, all 225 tests the same. What antd's stylesheet alone hides (a closed pop-up kept in
 *   the DOM) is not hidden here, so the component tests assert what the components render and say; what is seen
 *   on screen is the browser tests' part.
 */
const testTheme: ThemeConfig = { ...appTheme, hashed: false, zeroRuntime: true, token: { ...appTheme.token, motion: false } };

/** Any part of the app with the real providers (antd, toasts, a fresh query cache). */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient} theme={testTheme}>
      {ui}
    </AppProvider>,
  );
  return { ...view, queryClient };
}

/** Renders the whole app (real providers, real antd, real routes) at a path. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}
