import { SIGNED_OUT_FOOTER } from '@tint/libs/texts/auth';
import type { ReactNode } from 'react';

type SignedOutLayoutProps = {
  children: ReactNode;
  /** A wider column on larger screens, for longer forms such as registration. */
  wide?: boolean;
};

/** Full-screen backdrop with a single centered column; phones get edge-to-edge breathing room. */
export function SignedOutLayout({ children, wide = false }: SignedOutLayoutProps) {
  return (
    <main className="signed-out-layout">
      <div className={wide ? 'signed-out-column signed-out-column-wide' : 'signed-out-column'}>{children}</div>
      <p className="signed-out-footer">{SIGNED_OUT_FOOTER}</p>
    </main>
  );
}
