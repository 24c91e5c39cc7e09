// Full-page navigations (reload, assign) leave the app; the test DOM cannot perform them. Tests replace
// window.location with a recorder (restored after each test by `unstubGlobals`).
import { vi } from 'vitest';

export function stubLocation() {
  const real = window.location;
  const reload = vi.fn();
  const assign = vi.fn();
  vi.stubGlobal('location', {
    href: real.href,
    origin: real.origin,
    protocol: real.protocol,
    host: real.host,
    hostname: real.hostname,
    port: real.port,
    pathname: real.pathname,
    search: real.search,
    hash: real.hash,
    reload,
    assign,
    replace: vi.fn(),
  });
  return { reload, assign };
}
