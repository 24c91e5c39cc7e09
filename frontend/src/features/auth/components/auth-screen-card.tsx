import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { SignedOutLayout } from './signed-out-layout';

type AuthScreenCardProps = {
  title: string;
  description: string;
  onBack: () => void;
  children?: ReactNode;
};

/** Frame shared by the sign-in, registration and forgot-password screens. */
export function AuthScreenCard({ title, description, onBack, children }: AuthScreenCardProps) {
  return (
    <SignedOutLayout>
      <Card className="signed-out-card" variant="borderless">
        <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} className="auth-back-button">
          Back
        </Button>
        <Typography.Title level={1} className="auth-title">
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
        {children}
      </Card>
    </SignedOutLayout>
  );
}
