import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';

// The email/password form arrives with the admin-login issue.
export function AdminLoginScreen() {
  return (
    <main className="admin-login-layout">
      <Card className="signed-out-card" variant="borderless">
        <Flex vertical align="center" gap={8}>
          <BrandMark size={56} />
          <Typography.Title level={1} className="auth-title">
            Admin Login
          </Typography.Title>
          <Typography.Paragraph type="secondary">Sign in to the management portal.</Typography.Paragraph>
          <Link to="/">
            <ArrowLeftOutlined aria-hidden /> Back to the referral portal
          </Link>
        </Flex>
      </Card>
    </main>
  );
}
