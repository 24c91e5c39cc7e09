// Every antd component the app uses, drawn once at build time (src/prerender.tsx) so that their styles can be written
// to stylesheets (dist/assets/antd-*.css) instead of being made in the browser. antd makes a component's
// styles the first time it renders (CSS-in-JS): on a slow phone that was most of the time a new screen took (the
// sign-in form: about 1 s of the main thread at Lighthouse's 4x slower CPU). The built app makes none of the
// components' styles at run time (antd's zeroRuntime: builtTheme in src/lib/theme.ts), so a component style that is
// not drawn here is missing on screen: each component is drawn in every state that has styles of its own and that the
// app shows. (The browser tests found the one that was missing, a status-coloured Tag, by watching antd write styles
// into the page before zeroRuntime was on: none other in the whole suite.) The few styles antd registers outside the
// components' style hooks (the icons' reset) it still skips because the first stylesheets list what they hold
// (@ant-design/cssinjs's cache-path map): e2e/landing.e2e.ts checks that the browser makes none.
//
// Each is drawn under the name the app imports it by (ANTD_CATALOGUE): the build puts the styles of those a first
// screen's code imports in that screen's stylesheet (scripts/prerender-landing.ts), and stops when the app imports
// an antd component drawn here under no name.
//
// Drawn in the states that bring in styles of their own: popups as their panels (antd's own static style extract
// does the same), a table with selection, sorting and pages, a form item with an error. Not what the app never
// shows (a table's filter menus, steps, trees): each would add tens of kilobytes to every first load.
import { Fragment, type ReactNode } from 'react';
import {
  Alert,
  App,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Divider,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Pagination,
  Popconfirm,
  Popover,
  Progress,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Table,
  Tabs,
  Tag,
  Timeline,
  Tooltip,
  Tour,
  Typography,
  Upload,
  message,
  notification,
} from 'antd';

const options = [{ value: 'a', label: 'A' }];

/** Each antd export the app imports, drawn in the states that bring in styles of their own (null: it has none). */
export const ANTD_CATALOGUE: Record<string, ReactNode> = {
  Alert: (
    <>
      <Alert title="a" />
      <Alert type="error" title="a" description="b" showIcon closable banner />
    </>
  ),
  // The toasts and dialogs App.useApp() opens.
  App: (
    <>
      <message._InternalPanelDoNotUseOrYouWillBeFired content="a" type="success" />
      <notification._InternalPanelDoNotUseOrYouWillBeFired title="a" description="b" type="error" />
      <Modal._InternalPanelDoNotUseOrYouWillBeFired type="confirm" title="a" />
    </>
  ),
  Avatar: (
    <>
      <Avatar>A</Avatar>
      <Avatar.Group>
        <Avatar>A</Avatar>
      </Avatar.Group>
    </>
  ),
  Badge: (
    <>
      <Badge count={1}>
        <span />
      </Badge>
      <Badge status="success" text="a" />
      <Badge.Ribbon text="a">
        <span />
      </Badge.Ribbon>
    </>
  ),
  Button: (
    <>
      <Button type="primary" size="large" block>
        a
      </Button>
      <Button danger loading icon={<span />} shape="circle" />
    </>
  ),
  Card: (
    <>
      <Card title="a" extra="b" actions={[<span key="a" />]} loading>
        <Card.Meta title="a" description="b" />
      </Card>
      <Card size="small" tabList={[{ key: 'a', label: 'a' }]} />
    </>
  ),
  Checkbox: (
    <>
      <Checkbox>a</Checkbox>
      <Checkbox.Group options={options} />
    </>
  ),
  Col: (
    <Row gutter={8}>
      <Col span={12} xs={24} md={12} />
    </Row>
  ),
  ConfigProvider: null,
  DatePicker: (
    <>
      <DatePicker />
      <DatePicker._InternalPanelDoNotUseOrYouWillBeFired />
    </>
  ),
  Divider: <Divider plain>a</Divider>,
  Empty: (
    <>
      <Empty />
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
    </>
  ),
  Flex: <Flex vertical gap={8} wrap />,
  Form: (
    <Form layout="vertical">
      <Form.Item label="a" name="a" rules={[{ required: true }]} validateStatus="error" help="b" hasFeedback>
        <Input />
      </Form.Item>
    </Form>
  ),
  Input: (
    <>
      <Input allowClear prefix={<span />} />
      <Input.Password />
      <Input.TextArea showCount maxLength={10} />
      <Input.Search />
    </>
  ),
  Modal: (
    <>
      <Modal._InternalPanelDoNotUseOrYouWillBeFired title="a" />
      <Modal._InternalPanelDoNotUseOrYouWillBeFired type="confirm" title="a" />
    </>
  ),
  Pagination: <Pagination total={50} />,
  Popconfirm: <Popconfirm._InternalPanelDoNotUseOrYouWillBeFired title="a" />,
  Popover: (
    <>
      <Popover._InternalPanelDoNotUseOrYouWillBeFired title="a" content="b" />
      {/* Closed, it draws only its child; it registers its CSS variables under its own scope, not the panel's. */}
      <Popover title="a" content="b">
        <span>a</span>
      </Popover>
    </>
  ),
  Progress: (
    <>
      <Progress percent={50} />
      <Progress type="circle" percent={50} />
      <Progress type="dashboard" percent={50} />
      <Progress steps={3} percent={50} />
    </>
  ),
  Radio: (
    <>
      <Radio>a</Radio>
      <Radio.Group options={options} optionType="button" buttonStyle="solid" />
    </>
  ),
  Result: (
    <>
      <Result status="success" title="a" />
      <Result status="error" title="a" />
      <Result status="404" title="a" />
    </>
  ),
  Row: (
    <Row gutter={8}>
      <Col span={12} xs={24} md={12} />
    </Row>
  ),
  Segmented: <Segmented options={['a', 'b']} block />,
  Select: (
    <>
      <Select options={options} />
      <Select mode="multiple" options={options} />
      <Select._InternalPanelDoNotUseOrYouWillBeFired options={options} />
    </>
  ),
  Skeleton: (
    <>
      <Skeleton active avatar />
      <Skeleton.Button active />
      <Skeleton.Input active />
      <Skeleton.Avatar active />
      <Skeleton.Image active />
      <Skeleton.Node active />
    </>
  ),
  Space: (
    <Space>
      <Space.Compact />
    </Space>
  ),
  Spin: (
    <>
      <Spin />
      <Spin size="large" tip="a">
        <span />
      </Spin>
    </>
  ),
  Table: (
    <Table
      rowKey="a"
      columns={[{ title: 'a', dataIndex: 'a', sorter: true }]}
      dataSource={[{ a: 'a' }]}
      rowSelection={{}}
      expandable={{ expandedRowRender: () => 'a' }}
      pagination={{ total: 50 }}
      scroll={{ x: 100 }}
    />
  ),
  Tabs: (
    <>
      <Tabs items={[{ key: 'a', label: 'a', children: 'b' }]} />
      <Tabs type="card" items={[{ key: 'a', label: 'a', children: 'b' }]} />
    </>
  ),
  Tag: (
    <>
      <Tag color="green">a</Tag>
      {/* A status colour (success, processing, error, warning) has styles of its own, made for the first such tag. */}
      <Tag color="success">a</Tag>
      <Tag.CheckableTag checked>a</Tag.CheckableTag>
    </>
  ),
  Timeline: <Timeline items={[{ children: 'a' }]} />,
  Tooltip: <Tooltip._InternalPanelDoNotUseOrYouWillBeFired title="a" />,
  Tour: <Tour._InternalPanelDoNotUseOrYouWillBeFired title="a" description="b" total={2} current={0} />,
  Typography: (
    <>
      <Typography.Title>a</Typography.Title>
      <Typography.Text type="secondary" strong delete>
        a
      </Typography.Text>
      <Typography.Paragraph ellipsis>a</Typography.Paragraph>
      <Typography.Link href="/">a</Typography.Link>
    </>
  ),
  Upload: (
    <>
      <Upload />
      <Upload.Dragger />
    </>
  ),
  message: <message._InternalPanelDoNotUseOrYouWillBeFired content="a" type="success" />,
  notification: <notification._InternalPanelDoNotUseOrYouWillBeFired title="a" description="b" type="error" />,
  theme: null,
};

/** The catalogue's components under these names (every one by default), inside antd's App as the app draws them. */
export function AntdCatalogue({ names = Object.keys(ANTD_CATALOGUE) }: { names?: readonly string[] }) {
  return (
    <App>
      {names.map((name) => (
        <Fragment key={name}>{ANTD_CATALOGUE[name]}</Fragment>
      ))}
    </App>
  );
}
