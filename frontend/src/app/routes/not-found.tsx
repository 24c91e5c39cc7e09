import { ExclamationCircleOutlined } from '@ant-design/icons';
import { NOT_FOUND_BODY, NOT_FOUND_TITLE } from '@tint/libs/validation-messages';
import { Card, Flex, Typography } from 'antd';

export function NotFoundRoute() {
  return (
    <main className="plain-page">
      <Card variant="borderless" className="plain-page-card">
        <Flex gap={12} align="center">
          <ExclamationCircleOutlined aria-hidden className="not-found-icon" />
          <Typography.Title level={1} className="not-found-title">
            {NOT_FOUND_TITLE}
          </Typography.Title>
        </Flex>
        <Typography.Paragraph type="secondary" className="not-found-body">
          {NOT_FOUND_BODY}
        </Typography.Paragraph>
      </Card>
    </main>
  );
}
