import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';

export function NotFoundRoute() {
  return (
    <main className="plain-page">
      <Card variant="borderless" className="plain-page-card">
        <Flex gap={12} align="center">
          <ExclamationCircleOutlined aria-hidden className="not-found-icon" />
          <Typography.Title level={1} className="not-found-title">
            404 Page Not Found
          </Typography.Title>
        </Flex>
        <Typography.Paragraph type="secondary" className="not-found-body">
          Did you forget to add the page to the router?
        </Typography.Paragraph>
      </Card>
    </main>
  );
}
