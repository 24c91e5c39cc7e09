import { CarOutlined } from '@ant-design/icons';

type BrandMarkProps = {
  size?: number;
};

/** The product logo: a tinted-glass tile with a car. Decorative, so hidden from assistive technology. */
export function BrandMark({ size = 56 }: BrandMarkProps) {
  return (
    <span
      className="brand-mark"
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.5) }}
    >
      <CarOutlined />
    </span>
  );
}
