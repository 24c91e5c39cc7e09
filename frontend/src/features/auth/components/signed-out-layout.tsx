import type { ReactNode } from 'react';

type SignedOutLayoutProps = {
  children: ReactNode;
};

/** Full-screen backdrop with a single centered column; phones get edge-to-edge breathing room. */
export function SignedOutLayout({ children }: SignedOutLayoutProps) {
  return (
    <main className="signed-out-layout">
      <div className="signed-out-column">{children}</div>
      <p className="signed-out-footer">Independent referrer program for dealership sales staff</p>
    </main>
  );
}
