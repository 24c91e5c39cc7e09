import {
  CalendarOutlined,
  GiftOutlined,
  LoginOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { PRODUCT_NAME } from '@tint/libs/constants';
import {
  CREATE_NEW_ACCOUNT,
  LANDING_HIGHLIGHTS,
  LANDING_HIGHLIGHTS_LABEL,
  LANDING_SUBTITLE,
  NEW_TO_PROGRAM,
  SSO_BUTTON,
  authErrorText,
} from '@tint/libs/texts/auth';
import { SIGN_IN } from '@tint/libs/texts/common';
import { Alert, Button, Divider, Flex } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { AUTH_ERROR_PARAM, OUTSIDE_PROVIDER_LOGIN_URL } from '../api';
import { SignedOutLayout } from './signed-out-layout';

type LandingScreenProps = {
  onSignIn: () => void;
  onCreateAccount: () => void;
};

const highlights = [
  { icon: <SearchOutlined aria-hidden />, label: LANDING_HIGHLIGHTS.match },
  { icon: <CalendarOutlined aria-hidden />, label: LANDING_HIGHLIGHTS.book },
  { icon: <GiftOutlined aria-hidden />, label: LANDING_HIGHLIGHTS.earn },
];

export function LandingScreen({ onSignIn, onCreateAccount }: LandingScreenProps) {
  // The outside identity provider sends the visitor back here with ?authError=<code> (RULES, accounts).
  const [searchParams, setSearchParams] = useSearchParams();
  const authError = authErrorText(searchParams.get(AUTH_ERROR_PARAM));
  const dismissAuthError = () =>
    setSearchParams(
      (params) => {
        params.delete(AUTH_ERROR_PARAM);
        return params;
      },
      { replace: true },
    );

  return (
    <SignedOutLayout>
      {/* Plain elements rather than antd's Card and Typography: those bring Tabs, Tooltip and Input into the
          first load (a card can hold tabs, a paragraph can be edited); this page needs neither. */}
      <section className="surface-card signed-out-card landing-card">
        {authError && (
          <Alert type="warning" showIcon closable={{ onClose: dismissAuthError }} title={authError} className="auth-alert" />
        )}
        <Flex vertical align="center" className="landing-heading">
          <BrandMark size={64} />
          <h1 className="landing-title">{PRODUCT_NAME}</h1>
          <p className="landing-subtitle">{LANDING_SUBTITLE}</p>
        </Flex>

        <Flex vertical gap={12}>
          <Button type="primary" size="large" block icon={<LoginOutlined aria-hidden />} onClick={onSignIn}>
            {SIGN_IN}
          </Button>
          <Button
            size="large"
            block
            icon={<SafetyCertificateOutlined aria-hidden />}
            onClick={() => window.location.assign(OUTSIDE_PROVIDER_LOGIN_URL)}
          >
            {SSO_BUTTON}
          </Button>
        </Flex>

        <Divider plain className="landing-divider">
          {NEW_TO_PROGRAM}
        </Divider>

        <Button size="large" block icon={<UserAddOutlined aria-hidden />} onClick={onCreateAccount}>
          {CREATE_NEW_ACCOUNT}
        </Button>
      </section>

      <ul className="landing-highlights" aria-label={LANDING_HIGHLIGHTS_LABEL}>
        {highlights.map(({ icon, label }) => (
          <li key={label} className="landing-highlight">
            <span className="landing-highlight-icon">{icon}</span>
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </SignedOutLayout>
  );
}
