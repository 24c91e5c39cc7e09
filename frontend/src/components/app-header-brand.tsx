import { HEADER_PRODUCT } from '@tint/libs/texts/salesperson-app';
import { BrandMark } from './brand-mark';

/** The logo and the product's name at the left of the salesperson app's header. */
export function AppHeaderBrand() {
  return (
    <div className="app-header-brand">
      <BrandMark size={36} />
      <span className="app-header-product">{HEADER_PRODUCT}</span>
    </div>
  );
}
