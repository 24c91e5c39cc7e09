import { AppHeaderBrand } from './app-header-brand';
import { PageLoader } from './page-loader';

/**
 * The signed-in app's frame while it loads: its header's logo and name, and a spinner where the section will be.
 * dist/app.html carries it already drawn (scripts/prerender-landing.ts), so a salesperson's phone paints the app's
 * frame as soon as the page arrives, not once its code has run; the app then draws the same frame while it asks who
 * is signed in, and its own header over it.
 */
export function SignedInLoading() {
  return (
    <>
      <header className="app-header">
        <div className="app-header-inner">
          <AppHeaderBrand />
        </div>
      </header>
      <PageLoader className="page-loader-below-header" />
    </>
  );
}
