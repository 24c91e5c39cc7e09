import { CheckCircleOutlined, ClockCircleOutlined, PhoneOutlined, SafetyCertificateOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { formatMoney } from '@tint/libs/money';
import type { TintPackage, TintSelection } from '@tint/libs/prices';
import {
  LIFETIME_WARRANTY_TEXT,
  TINT_PACKAGES,
  TINT_PACKAGE_INFO,
  VEHICLE_SIZE_LABELS,
  WINDOW_OPTION_LABELS,
  priceForSelection,
} from '@tint/libs/prices';
import {
  CONTACT_TEXT,
  FALLBACK_PRICE_NOTE,
  FILM_TIERS_TITLE,
  NO_PACKAGE_TEXT,
  SELECTED_PACKAGE,
  SELECTION_PRICE_NOTE,
  SERVICE_DURATION_TEXT,
  SERVICE_INFO_TITLE,
  TAKE_TINT_MATCH,
  filmTierText,
} from '@tint/libs/texts/booking';
import { packageTitle } from '@tint/libs/texts/tint-match';
import { Button, Card, Typography } from 'antd';
import { estimatedPriceCents } from '../booking-form';

type ServiceInfoProps = {
  /** The package chosen in the form (prefilled from the stored selection). */
  tintPackage: TintPackage | undefined;
  selection: TintSelection | null;
  vehicleMake: string;
  vehicleModel: string;
  onTakeQuiz: () => void;
};

/** The service-information box: chosen package and price, the film tiers and the booking terms. */
export function ServiceInfo({ tintPackage, selection, vehicleMake, vehicleModel, onTakeQuiz }: ServiceInfoProps) {
  return (
    <Card variant="borderless" className="booking-card" title={SERVICE_INFO_TITLE}>
      {tintPackage ? (
        <SelectedPackage
          tintPackage={tintPackage}
          selection={selection}
          vehicleMake={vehicleMake}
          vehicleModel={vehicleModel}
        />
      ) : (
        <div className="selected-package selected-package-empty">
          <Typography.Paragraph className="selected-package-empty-text">{NO_PACKAGE_TEXT}</Typography.Paragraph>
          <Button icon={<ThunderboltOutlined aria-hidden />} onClick={onTakeQuiz}>
            {TAKE_TINT_MATCH}
          </Button>
        </div>
      )}

      <Typography.Title level={3} className="service-subtitle">
        {FILM_TIERS_TITLE}
      </Typography.Title>
      <ul className="service-list">
        {TINT_PACKAGES.map((id) => (
          <li key={id}>
            <CheckCircleOutlined aria-hidden className="service-list-icon" />
            <span>
              <strong>{TINT_PACKAGE_INFO[id].name}:</strong> {filmTierText(TINT_PACKAGE_INFO[id].lightTransmissions)}
            </span>
          </li>
        ))}
      </ul>

      <ul className="service-list service-terms">
        <li>
          <SafetyCertificateOutlined aria-hidden className="service-list-icon" />
          <span>{LIFETIME_WARRANTY_TEXT}</span>
        </li>
        <li>
          <ClockCircleOutlined aria-hidden className="service-list-icon" />
          <span>{SERVICE_DURATION_TEXT}</span>
        </li>
        <li>
          <PhoneOutlined aria-hidden className="service-list-icon" />
          <span>{CONTACT_TEXT}</span>
        </li>
      </ul>
    </Card>
  );
}

type SelectedPackageProps = {
  tintPackage: TintPackage;
  selection: TintSelection | null;
  vehicleMake: string;
  vehicleModel: string;
};

function SelectedPackage({ tintPackage, selection, vehicleMake, vehicleModel }: SelectedPackageProps) {
  const name = TINT_PACKAGE_INFO[tintPackage].name;
  if (selection) {
    const price = priceForSelection(tintPackage, selection.windowOption, selection.vehicleSize);
    const details =
      selection.windowOption === 'front'
        ? WINDOW_OPTION_LABELS.front
        : `${WINDOW_OPTION_LABELS.full} · ${VEHICLE_SIZE_LABELS[selection.vehicleSize]}`;
    return (
      <div className="selected-package" role="group" aria-label={SELECTED_PACKAGE}>
        <div className="selected-package-main">
          <Typography.Text type="secondary" className="selected-package-label">
            {SELECTED_PACKAGE}
          </Typography.Text>
          <Typography.Text strong className="selected-package-name">
            {packageTitle(name)}
          </Typography.Text>
          <Typography.Text type="secondary" className="selected-package-details">
            {details}
          </Typography.Text>
        </div>
        <div className="selected-package-price">
          <del className="selected-package-original">{formatMoney(price.originalCents)}</del>
          <span className="selected-package-amount">{formatMoney(price.discountedCents)}</span>
          <Typography.Text type="secondary" className="selected-package-note">
            {SELECTION_PRICE_NOTE}
          </Typography.Text>
        </div>
      </div>
    );
  }
  const estimate = estimatedPriceCents(tintPackage, null, vehicleMake, vehicleModel);
  return (
    <div className="selected-package" role="group" aria-label={SELECTED_PACKAGE}>
      <div className="selected-package-main">
        <Typography.Text type="secondary" className="selected-package-label">
          {SELECTED_PACKAGE}
        </Typography.Text>
        <Typography.Text strong className="selected-package-name">
          {packageTitle(name)}
        </Typography.Text>
      </div>
      <div className="selected-package-price">
        <span className="selected-package-amount">{formatMoney(estimate)}</span>
        <Typography.Text type="secondary" className="selected-package-note">
          {FALLBACK_PRICE_NOTE}
        </Typography.Text>
      </div>
    </div>
  );
}
