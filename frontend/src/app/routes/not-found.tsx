import { ExclamationCircleOutlined } from '@ant-design/icons';
import { NOT_FOUND_BODY, NOT_FOUND_TITLE } from '@tint/libs/validation-messages';
import { Flex } from 'antd';

export function NotFoundRoute() {
  return (
    <main className="plain-page">
      {/* Plain elements: this page is part of the first load (see the landing page). */}
      <section className="surface-card plain-page-card">
        <Flex gap={12} align="center">
          <ExclamationCircleOutlined aria-hidden className="not-found-icon" />
          <h1 className="not-found-title">{NOT_FOUND_TITLE}</h1>
        </Flex>
        <p className="not-found-body">{NOT_FOUND_BODY}</p>
      </section>
    </main>
  );
}
