import { CopyOutlined, DesktopOutlined } from '@ant-design/icons';
import type { CreatedTvScreen, TvScreen } from '@tint/libs/tv';
import { TV_SCREEN_NAME_MAX } from '@tint/libs/tv';
import {
  TV_ADDING_SCREEN,
  TV_ADD_SCREEN,
  TV_COLUMN_ADDED,
  TV_COLUMN_SCREEN,
  TV_COPY_FAILED,
  TV_COPY_LINK,
  TV_CREATE_FAILED,
  TV_DISMISS_LINK,
  TV_KEEP,
  TV_LINK_COPIED,
  TV_NEW_LINK_LABEL,
  TV_NEW_LINK_TEXT,
  TV_NEW_LINK_TITLE,
  TV_NO_SCREENS,
  TV_REVOKE,
  TV_REVOKED,
  TV_REVOKE_CONFIRM,
  TV_REVOKE_FAILED,
  TV_REVOKE_OK,
  TV_SCREENS_INTRO,
  TV_SCREENS_LOAD_FAILED,
  TV_SCREENS_TITLE,
  TV_SCREEN_NAME_LABEL,
  TV_SCREEN_NAME_PLACEHOLDER,
  TV_SCREEN_NAME_REQUIRED,
  tvAddedOn,
  tvRevokeLabel,
} from '@tint/libs/texts/tv';
import { RETRY } from '@tint/libs/texts/common';
import { ERROR_TITLE, SUCCESS_TITLE } from '@tint/libs/validation-messages';
import { Alert, Button, Card, Empty, Form, Input, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { apiErrorMessage } from '@/lib/api-client';
import { formatInstantDate } from '@/lib/dates';
import { useToast } from '@/lib/notifications';
import { useAddTvScreenMutation, useRevokeTvScreenMutation, useTvScreens } from '../tv-screens-api';

/** The text, then the server's reason when it gave one. */
function withReason(text: string, error: Error): string {
  const reason = apiErrorMessage(error);
  return reason ? `${text} ${reason}` : text;
}

/** The new screen's whole link, shown once, with Copy. */
function NewLink({ screen, onClose }: { screen: CreatedTvScreen; onClose: () => void }) {
  const { toast } = useToast();
  const link = `${window.location.origin}${screen.path}`;
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => toast({ title: SUCCESS_TITLE, description: TV_LINK_COPIED, variant: 'success' }),
      () => toast({ title: ERROR_TITLE, description: TV_COPY_FAILED, variant: 'destructive' }),
    );
  };
  return (
    <Alert
      className="admin-tv-link"
      type="success"
      showIcon
      closable={{ onClose, 'aria-label': TV_DISMISS_LINK }}
      title={TV_NEW_LINK_TITLE}
      description={
        <div className="admin-tv-link-body">
          <Typography.Paragraph className="admin-tv-link-text">{TV_NEW_LINK_TEXT}</Typography.Paragraph>
          <div className="admin-tv-link-row">
            <Input readOnly value={link} aria-label={TV_NEW_LINK_LABEL} onFocus={(event) => event.currentTarget.select()} />
            <Button icon={<CopyOutlined aria-hidden />} onClick={copy}>
              {TV_COPY_LINK}
            </Button>
          </div>
        </div>
      }
    />
  );
}

function AddScreenForm({ onAdded }: { onAdded: (screen: CreatedTvScreen) => void }) {
  const [form] = Form.useForm<{ name?: string }>();
  const { toast } = useToast();
  const add = useAddTvScreenMutation();
  const onFinish = (values: { name?: string }) => {
    add.mutate(
      { name: (values.name ?? '').trim() },
      {
        onSuccess: (screen) => {
          form.resetFields();
          onAdded(screen);
        },
        onError: (error) => toast({ title: ERROR_TITLE, description: withReason(TV_CREATE_FAILED, error), variant: 'destructive' }),
      },
    );
  };
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} className="admin-tv-form">
      <Form.Item label={TV_SCREEN_NAME_LABEL} name="name" rules={[{ required: true, whitespace: true, message: TV_SCREEN_NAME_REQUIRED }]}>
        <Input maxLength={TV_SCREEN_NAME_MAX} autoComplete="off" placeholder={TV_SCREEN_NAME_PLACEHOLDER} />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<DesktopOutlined aria-hidden />} loading={add.isPending} className="admin-submit">
        {add.isPending ? TV_ADDING_SCREEN : TV_ADD_SCREEN}
      </Button>
    </Form>
  );
}

function ScreenList() {
  const screens = useTvScreens();
  const revoke = useRevokeTvScreenMutation();
  const { toast } = useToast();
  const onRevoke = (screen: TvScreen) =>
    revoke.mutate(screen.id, {
      onSuccess: () => toast({ title: SUCCESS_TITLE, description: TV_REVOKED, variant: 'success' }),
      onError: (error) => toast({ title: ERROR_TITLE, description: withReason(TV_REVOKE_FAILED, error), variant: 'destructive' }),
    });

  if (screens.isError) return <LoadError title={TV_SCREENS_LOAD_FAILED} error={screens.error} retryLabel={RETRY} onRetry={() => void screens.refetch()} />;
  if (screens.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (screens.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TV_NO_SCREENS} />;
  return (
    <ul className="admin-tv-list" aria-label={TV_SCREENS_TITLE}>
      {screens.data.map((screen) => (
        <li key={screen.id} className="admin-tv-item">
          <div className="admin-tv-item-text">
            <Typography.Text strong>
              <span className="visually-hidden">{TV_COLUMN_SCREEN}: </span>
              {screen.name}
            </Typography.Text>
            <Typography.Text type="secondary">
              <span className="visually-hidden">{TV_COLUMN_ADDED}: </span>
              {tvAddedOn(formatInstantDate(screen.createdAt))}
            </Typography.Text>
          </div>
          <Popconfirm title={TV_REVOKE_CONFIRM} okText={TV_REVOKE_OK} okButtonProps={{ danger: true }} cancelText={TV_KEEP} onConfirm={() => onRevoke(screen)}>
            <Button danger loading={revoke.isPending && revoke.variables === screen.id} aria-label={tvRevokeLabel(screen.name)}>
              {TV_REVOKE}
            </Button>
          </Popconfirm>
        </li>
      ))}
    </ul>
  );
}

/** Issue 20, part 4: the showroom screens, in the Users tab below the salespeople. */
export function TvScreensCard() {
  const [added, setAdded] = useState<CreatedTvScreen | null>(null);
  return (
    <Card variant="borderless" className="content-card admin-card admin-tv-screens" role="region" title={<h3 className="admin-card-title">{TV_SCREENS_TITLE}</h3>} aria-label={TV_SCREENS_TITLE}>
      <div className="admin-tv-body">
        <Typography.Text type="secondary">{TV_SCREENS_INTRO}</Typography.Text>
        <AddScreenForm onAdded={setAdded} />
        {added && <NewLink screen={added} onClose={() => setAdded(null)} />}
        <ScreenList />
      </div>
    </Card>
  );
}
