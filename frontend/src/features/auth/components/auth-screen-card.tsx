import { ArrowLeftOutlined } from '@ant-design/icons';
import { BACK } from '@tint/libs/texts/common';
import { Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { SignedOutLayout } from './signed-out-layout';

type AuthScreenCardProps = {
  title: string;
  description: ReactNode;
  /** Without it there is no Back button (e.g. on the reset-password page). */
  onBack?: () => void;
  wide?: boolean;
  children?: ReactNode;
};

/** Frame shared by the sign-in, registration, forgot-password and reset-password screens. */
export function AuthScreenCard({ title, description, onBack, wide, children }: AuthScreenCardProps) {
  return (
    <SignedOutLayout wide={wide}>
      <Card className="signed-out-card" variant="borderless">
        {onBack && (
          <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} className="auth-back-button">
            {BACK}
          </Button>
        )}
        <Typography.Title level={1} className="auth-title">
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="auth-description">
          {description}
        </Typography.Paragraph>
        {children}
      </Card>
    </SignedOutLayout>
  );
}
