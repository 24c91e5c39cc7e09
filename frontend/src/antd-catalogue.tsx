// Every antd component the app uses, drawn once at build time (src/prerender.tsx) so that their styles can be written
// to one stylesheet (dist/assets/antd-<hash>.css) instead of being made in the browser. antd makes a component's
// styles the first time it renders (CSS-in-JS): on a slow phone that was most of the time a new screen took (the
// sign-in form: about 1 s of the main thread at Lighthouse's 4x slower CPU). The stylesheet also lists what it
// holds (@ant-design/cssinjs's cache-path map), and antd skips making what is listed. A component left out here
// is not broken, only slower: antd then makes its styles in the browser as before.
//
// Drawn in the states that bring in styles of their own: popups as their panels (antd's own static style extract
// does the same), a table with selection, sorting and pages, a form item with an error. Not what the app never
// shows (a table's filter menus, steps, trees): each would add tens of kilobytes to every first load.
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

export function AntdCatalogue() {
  return (
    <App>
      <Alert title="a" />
      <Alert type="error" title="a" description="b" showIcon closable banner />
      <Avatar>A</Avatar>
      <Avatar.Group>
        <Avatar>A</Avatar>
      </Avatar.Group>
      <Badge count={1}>
        <span />
      </Badge>
      <Badge status="success" text="a" />
      <Badge.Ribbon text="a">
        <span />
      </Badge.Ribbon>
      <Button type="primary" size="large" block>
        a
      </Button>
      <Button danger loading icon={<span />} shape="circle" />
      <Card title="a" extra="b" actions={[<span key="a" />]} loading>
        <Card.Meta title="a" description="b" />
      </Card>
      <Card size="small" tabList={[{ key: 'a', label: 'a' }]} />
      <Checkbox>a</Checkbox>
      <Checkbox.Group options={options} />
      <DatePicker />
      <DatePicker._InternalPanelDoNotUseOrYouWillBeFired />
      <Divider plain>a</Divider>
      <Empty />
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      <Flex vertical gap={8} wrap>
        <Row gutter={8}>
          <Col span={12} xs={24} md={12} />
        </Row>
      </Flex>
      <Form layout="vertical">
        <Form.Item label="a" name="a" rules={[{ required: true }]} validateStatus="error" help="b" hasFeedback>
          <Input />
        </Form.Item>
      </Form>
      <Input allowClear prefix={<span />} />
      <Input.Password />
      <Input.TextArea showCount maxLength={10} />
      <Input.Search />
      <Modal._InternalPanelDoNotUseOrYouWillBeFired title="a" />
      <Modal._InternalPanelDoNotUseOrYouWillBeFired type="confirm" title="a" />
      <Pagination total={50} />
      <Popconfirm._InternalPanelDoNotUseOrYouWillBeFired title="a" />
      <Popover._InternalPanelDoNotUseOrYouWillBeFired title="a" content="b" />
      <Progress percent={50} />
      <Progress type="circle" percent={50} />
      <Progress type="dashboard" percent={50} />
      <Progress steps={3} percent={50} />
      <Radio>a</Radio>
      <Radio.Group options={options} optionType="button" buttonStyle="solid" />
      <Result status="success" title="a" />
      <Result status="error" title="a" />
      <Result status="404" title="a" />
      <Segmented options={['a', 'b']} block />
      <Select options={options} />
      <Select mode="multiple" options={options} />
      <Select._InternalPanelDoNotUseOrYouWillBeFired options={options} />
      <Skeleton active avatar />
      <Skeleton.Button active />
      <Skeleton.Input active />
      <Skeleton.Avatar active />
      <Skeleton.Image active />
      <Skeleton.Node active />
      <Space>
        <Space.Compact />
      </Space>
      <Spin />
      <Spin size="large" tip="a">
        <span />
      </Spin>
      <Table
        rowKey="a"
        columns={[{ title: 'a', dataIndex: 'a', sorter: true }]}
        dataSource={[{ a: 'a' }]}
        rowSelection={{}}
        expandable={{ expandedRowRender: () => 'a' }}
        pagination={{ total: 50 }}
        scroll={{ x: 100 }}
      />
      <Tabs items={[{ key: 'a', label: 'a', children: 'b' }]} />
      <Tabs type="card" items={[{ key: 'a', label: 'a', children: 'b' }]} />
      <Tag color="green">a</Tag>
      <Tag.CheckableTag checked>a</Tag.CheckableTag>
      <Timeline items={[{ children: 'a' }]} />
      <Tooltip._InternalPanelDoNotUseOrYouWillBeFired title="a" />
      <Tour._InternalPanelDoNotUseOrYouWillBeFired title="a" description="b" total={2} current={0} />
      <Typography.Title>a</Typography.Title>
      <Typography.Text type="secondary" strong delete>
        a
      </Typography.Text>
      <Typography.Paragraph ellipsis>
        a
      </Typography.Paragraph>
      <Typography.Link href="/">a</Typography.Link>
      <Upload />
      <Upload.Dragger />
      <message._InternalPanelDoNotUseOrYouWillBeFired content="a" type="success" />
      <notification._InternalPanelDoNotUseOrYouWillBeFired title="a" description="b" type="error" />
    </App>
  );
}
