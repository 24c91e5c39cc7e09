import { Card, Typography } from 'antd';

// The test form arrives with the test-booking issue.
export function TestBookingScreen() {
  return (
    <main className="plain-page">
      <Card variant="borderless" className="plain-page-card">
        <Typography.Title level={1} className="auth-title">
          Test Booking
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          This page tests appointment creation without authentication.
        </Typography.Paragraph>
      </Card>
    </main>
  );
}
