import { CheckOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { formatMoney } from '@tint/libs/money';
import type { TintPackage, VehicleSize, WindowOption } from '@tint/libs/prices';
import { LIFETIME_WARRANTY_TEXT, TINT_PACKAGE_INFO, priceForSelection } from '@tint/libs/prices';
import {
  DISCOUNT_TAG,
  RECOMMENDED_BADGE,
  REGULAR_PRICE,
  YOUR_PRICE,
  lightTransmissionLine,
  selectPackageLabel,
} from '@tint/libs/texts/tint-match';
import { Button, Tag, Typography } from 'antd';
import { useId } from 'react';

type PackageCardProps = {
  tintPackage: TintPackage;
  windowOption: WindowOption;
  vehicleSize: VehicleSize;
  recommended: boolean;
  onSelect: () => void;
};

/** One package on the result page: film details, struck-through list price, 10%-off price, Select. */
export function PackageCard({ tintPackage, windowOption, vehicleSize, recommended, onSelect }: PackageCardProps) {
  const headingId = useId();
  const info = TINT_PACKAGE_INFO[tintPackage];
  const price = priceForSelection(tintPackage, windowOption, vehicleSize);

  return (
    <section
      aria-labelledby={headingId}
      className={recommended ? 'package-card package-card-recommended' : 'package-card'}
      data-package={tintPackage}
    >
      {recommended && <span className="package-badge">{RECOMMENDED_BADGE}</span>}
      <Typography.Title level={3} className="package-name" id={headingId}>
        {info.name}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="package-description">
        {info.description}
      </Typography.Paragraph>

      <div className="package-price">
        <del className="package-price-original">
          <span className="tint-visually-hidden">{REGULAR_PRICE} </span>
          <span>{formatMoney(price.originalCents)}</span>
        </del>
        <span className="package-price-discounted">
          <span className="tint-visually-hidden">{YOUR_PRICE} </span>
          <span>{formatMoney(price.discountedCents)}</span>
        </span>
        <Tag color="green" className="package-discount-tag" variant="filled">
          {DISCOUNT_TAG}
        </Tag>
      </div>

      <ul className="package-features">
        <li>
          <CheckOutlined aria-hidden className="package-feature-icon" />
          <span>{lightTransmissionLine(info.lightTransmissions)}</span>
        </li>
        <li>
          <SafetyCertificateOutlined aria-hidden className="package-feature-icon" />
          <span>{LIFETIME_WARRANTY_TEXT}</span>
        </li>
      </ul>

      <Button type={recommended ? 'primary' : 'default'} size="large" block onClick={onSelect} className="package-select">
        {selectPackageLabel(info.name)}
      </Button>
    </section>
  );
}
