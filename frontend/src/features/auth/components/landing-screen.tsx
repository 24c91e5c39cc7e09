import {
  CalendarOutlined,
  GiftOutlined,
  LoginOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { PRODUCT_NAME } from '@tint/libs/constants';
import { Alert, Button, Card, Divider, Flex, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { OUTSIDE_PROVIDER_LOGIN_URL } from '../api';
import { AUTH_ERROR_PARAM, authErrorText } from '../auth-texts';
import { SignedOutLayout } from './signed-out-layout';

type LandingScreenProps = {
  onSignIn: () => void;
  onCreateAccount: () => void;
};

const highlights = [
  { icon: <SearchOutlined aria-hidden />, label: 'Match the right tint' },
  { icon: <CalendarOutlined aria-hidden />, label: 'Book appointments' },
  { icon: <GiftOutlined aria-hidden />, label: 'Earn rewards' },
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
      <Card className="signed-out-card" variant="borderless">
        {authError && (
          <Alert type="warning" showIcon closable={{ onClose: dismissAuthError }} title={authError} className="auth-alert" />
        )}
        <Flex vertical align="center" className="landing-heading">
          <BrandMark size={64} />
          <Typography.Title level={1} className="landing-title">
            {PRODUCT_NAME}
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="landing-subtitle">
            Refer customers for window tinting, book their appointments and earn commissions and rewards.
          </Typography.Paragraph>
        </Flex>

        <Flex vertical gap={12}>
          <Button type="primary" size="large" block icon={<LoginOutlined aria-hidden />} onClick={onSignIn}>
            Sign In
          </Button>
          <Button
            size="large"
            block
            icon={<SafetyCertificateOutlined aria-hidden />}
            onClick={() => window.location.assign(OUTSIDE_PROVIDER_LOGIN_URL)}
          >
            Continue with Single Sign-On
          </Button>
        </Flex>

        <Divider plain className="landing-divider">
          New to the program?
        </Divider>

        <Button size="large" block icon={<UserAddOutlined aria-hidden />} onClick={onCreateAccount}>
          Create New Account
        </Button>
      </Card>

      <ul className="landing-highlights" aria-label="What you can do">
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
