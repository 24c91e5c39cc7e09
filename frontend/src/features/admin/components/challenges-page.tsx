// The admin's Challenges page (issue 20): every challenge that stands (active, upcoming, ended), a New challenge
// button and, per challenge, Edit, End and Delete (both asked first). The create and edit form is a dialog: name,
// what counts, target, reward (cash or a gift card), the first and last day in the business time zone, and who takes
// part (everyone or chosen dealerships). A table on wide screens, a card per challenge on phones. The server decides
// (libs challengeProblem); its message is shown when it refuses.
import { PlusOutlined } from '@ant-design/icons';
import type { AdminChallenge, ChallengeInput } from '@tint/libs/api-types';
import { CHALLENGE_NAME_MAX, CHALLENGE_REWARD_DESCRIPTION_MAX, CHALLENGE_TARGET_MAX, type ChallengeEligibility, type ChallengeMetric, type ChallengeRewardType } from '@tint/libs/challenges';
import { DEALERSHIPS } from '@tint/libs/dealerships';
import { formatAmount } from '@tint/libs/money';
import { COLUMN_ACTIONS } from '@tint/libs/texts/admin';
import {
  CHALLENGE_DATES_LABEL,
  CHALLENGE_DATES_REQUIRED,
  CHALLENGE_DEALERSHIPS_LABEL,
  CHALLENGE_DEALERSHIPS_PLACEHOLDER,
  CHALLENGE_DEALERSHIPS_REQUIRED,
  CHALLENGE_DELETED,
  CHALLENGE_DELETE_FAILED,
  CHALLENGE_ELIGIBILITY_LABEL,
  CHALLENGE_END_FAILED,
  CHALLENGE_END_PLACEHOLDER,
  CHALLENGE_ENDED_NOTICE,
  CHALLENGE_METRIC_LABEL,
  CHALLENGE_NAME_LABEL,
  CHALLENGE_NAME_PLACEHOLDER,
  CHALLENGE_NAME_REQUIRED,
  CHALLENGE_REWARD_AMOUNT_INVALID,
  CHALLENGE_REWARD_AMOUNT_LABEL,
  CHALLENGE_REWARD_DESCRIPTION_LABEL,
  CHALLENGE_REWARD_DESCRIPTION_PLACEHOLDER,
  CHALLENGE_REWARD_LABEL,
  CHALLENGE_SAVED,
  CHALLENGE_SAVE_FAILED,
  CHALLENGE_CREATED,
  CHALLENGE_START_PLACEHOLDER,
  CHALLENGE_TARGET_INVALID,
  CHALLENGE_TARGET_LABEL,
  CHALLENGES_INTRO,
  CHALLENGES_LOAD_FAILED,
  CHALLENGES_TITLE,
  COLUMN_CHALLENGE,
  COLUMN_COMPLETED,
  COLUMN_DATES,
  COLUMN_GOAL,
  COLUMN_REWARD,
  COLUMN_WHO,
  CREATE_CHALLENGE,
  DELETE_CHALLENGE,
  DELETE_CHALLENGE_CONFIRM,
  DELETE_CHALLENGE_OK,
  EDIT,
  EDIT_CHALLENGE,
  ELIGIBILITY_LABELS,
  END_CHALLENGE,
  END_CHALLENGE_CONFIRM,
  END_CHALLENGE_OK,
  KEEP_CHALLENGE,
  METRIC_LABELS,
  NEW_CHALLENGE,
  NO_CHALLENGES,
  REWARD_TYPE_LABELS,
  SAVE_CHALLENGE,
  SAVING_CHALLENGE,
  STATUS_LABELS,
  deleteChallengeLabel,
  editChallengeLabel,
  endChallengeLabel,
  goalText,
  rewardText,
  whoTakesPart,
} from '@tint/libs/texts/challenges';
import { closedRangeLabel } from '@tint/libs/texts/closures';
import { CANCEL, RETRY } from '@tint/libs/texts/common';
import { ERROR_TITLE, SUCCESS_TITLE } from '@tint/libs/validation-messages';
import type { TableColumnsType } from 'antd';
import { Button, Card, DatePicker, Empty, Flex, Form, Input, Modal, Popconfirm, Radio, Select, Skeleton, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { useIsDesktop } from '@/hooks/use-media-query';
import { apiErrorMessage } from '@/lib/api-client';
import { DATE_INPUT_FORMATS, toDateString } from '@/lib/date-picking';
import { formatShortDate } from '@/lib/dates';
import { useToast } from '@/lib/notifications';
import { type ChallengeWrite, useAdminChallenges, useChallengeWriteMutation } from '../challenges-api';
import { AdminPage, useLeaveWhenTokenRejected } from './admin-page';

export function ChallengesPage() {
  return (
    <AdminPage page="challenges" title={CHALLENGES_TITLE} subtitle={CHALLENGES_INTRO}>
      <ChallengesCard />
    </AdminPage>
  );
}

type FormValues = {
  name?: string;
  metric?: ChallengeMetric;
  target?: number | null;
  rewardType?: ChallengeRewardType;
  rewardAmount?: string;
  rewardDescription?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
  eligibility?: ChallengeEligibility;
  dealerships?: string[];
};

const STATUS_COLORS = { active: 'green', upcoming: 'blue', ended: 'default' } as const;

/** The text, then the server's reason when it gave one. */
function withReason(text: string, error: Error): string {
  const reason = apiErrorMessage(error);
  return reason ? `${text} ${reason}` : text;
}

const datesOf = (challenge: Pick<AdminChallenge, 'startDate' | 'endDate'>) => closedRangeLabel(formatShortDate(challenge.startDate), formatShortDate(challenge.endDate));
const rewardOf = (challenge: Pick<AdminChallenge, 'rewardType' | 'rewardAmount' | 'rewardDescription'>) =>
  rewardText(challenge.rewardType, formatAmount(challenge.rewardAmount), challenge.rewardDescription);

/** The dialog's editing: a new challenge, or one that stands. */
type Editing = { mode: 'create' } | { mode: 'edit'; challenge: AdminChallenge } | null;

/** The list and its dialog: the page's content (rendered alone by the component tests). */
export function ChallengesCard() {
  const challenges = useAdminChallenges();
  const tokenRejected = useLeaveWhenTokenRejected(challenges.error);
  const [editing, setEditing] = useState<Editing>(null);
  const write = useChallengeWriteMutation();
  const { toast } = useToast();

  const act = (action: ChallengeWrite, done: string, failed: string) =>
    write.mutate(action, {
      onSuccess: () => toast({ title: SUCCESS_TITLE, description: done, variant: 'success' }),
      onError: (error) => toast({ title: ERROR_TITLE, description: withReason(failed, error), variant: 'destructive' }),
    });
  const busy = (challenge: AdminChallenge) => write.isPending && 'id' in write.variables && write.variables.id === challenge.id;

  return (
    <Card
      variant="borderless"
      className="content-card admin-card admin-challenges"
      title={<h2 className="admin-card-title">{CHALLENGES_TITLE}</h2>}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ mode: 'create' })}>
          {NEW_CHALLENGE}
        </Button>
      }
    >
      {challenges.isPending || tokenRejected ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : challenges.isError ? (
        <LoadError title={CHALLENGES_LOAD_FAILED} error={challenges.error} retryLabel={RETRY} onRetry={() => void challenges.refetch()} />
      ) : challenges.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_CHALLENGES} />
      ) : (
        <ChallengeList
          challenges={challenges.data}
          busy={busy}
          onEdit={(challenge) => setEditing({ mode: 'edit', challenge })}
          onEnd={(challenge) => act({ type: 'end', id: challenge.id }, CHALLENGE_ENDED_NOTICE, CHALLENGE_END_FAILED)}
          onDelete={(challenge) => act({ type: 'delete', id: challenge.id }, CHALLENGE_DELETED, CHALLENGE_DELETE_FAILED)}
        />
      )}
      {editing && <ChallengeDialog editing={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

type ListProps = {
  challenges: readonly AdminChallenge[];
  busy: (challenge: AdminChallenge) => boolean;
  onEdit: (challenge: AdminChallenge) => void;
  onEnd: (challenge: AdminChallenge) => void;
  onDelete: (challenge: AdminChallenge) => void;
};

function Actions({ challenge, busy, onEdit, onEnd, onDelete }: Omit<ListProps, 'challenges'> & { challenge: AdminChallenge }) {
  const open = challenge.status !== 'ended';
  return (
    <Flex gap={8} wrap>
      {open && (
        <Button size="small" onClick={() => onEdit(challenge)} aria-label={editChallengeLabel(challenge.name)}>
          {EDIT}
        </Button>
      )}
      {open && (
        <Popconfirm title={END_CHALLENGE_CONFIRM} okText={END_CHALLENGE_OK} cancelText={KEEP_CHALLENGE} onConfirm={() => onEnd(challenge)}>
          <Button size="small" loading={busy(challenge)} aria-label={endChallengeLabel(challenge.name)}>
            {END_CHALLENGE}
          </Button>
        </Popconfirm>
      )}
      <Popconfirm title={DELETE_CHALLENGE_CONFIRM} okText={DELETE_CHALLENGE_OK} okButtonProps={{ danger: true }} cancelText={KEEP_CHALLENGE} onConfirm={() => onDelete(challenge)}>
        <Button size="small" danger loading={busy(challenge)} aria-label={deleteChallengeLabel(challenge.name)}>
          {DELETE_CHALLENGE}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

const StatusTag = ({ challenge }: { challenge: AdminChallenge }) => <Tag color={STATUS_COLORS[challenge.status]}>{STATUS_LABELS[challenge.status]}</Tag>;

function ChallengeList({ challenges, ...actions }: ListProps) {
  const isDesktop = useIsDesktop();
  if (isDesktop) {
    const columns: TableColumnsType<AdminChallenge> = [
      {
        title: COLUMN_CHALLENGE,
        key: 'name',
        render: (_value: unknown, challenge) => (
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{challenge.name}</Typography.Text>
            <StatusTag challenge={challenge} />
          </Flex>
        ),
      },
      { title: COLUMN_GOAL, key: 'goal', render: (_value: unknown, challenge) => goalText(challenge.metric, challenge.target) },
      { title: COLUMN_REWARD, key: 'reward', render: (_value: unknown, challenge) => rewardOf(challenge) },
      { title: COLUMN_DATES, key: 'dates', render: (_value: unknown, challenge) => datesOf(challenge) },
      { title: COLUMN_WHO, key: 'who', render: (_value: unknown, challenge) => whoTakesPart(challenge.dealerships) },
      { title: COLUMN_COMPLETED, dataIndex: 'completedCount', align: 'right' },
      {
        title: <span className="visually-hidden">{COLUMN_ACTIONS}</span>,
        key: 'actions',
        align: 'right',
        render: (_value: unknown, challenge) => <Actions challenge={challenge} {...actions} />,
      },
    ];
    return <Table<AdminChallenge> rowKey="id" columns={columns} dataSource={[...challenges]} pagination={false} size="middle" />;
  }
  return (
    <ul className="admin-reservation-list">
      {challenges.map((challenge) => (
        <li key={challenge.id} className="admin-reservation-item">
          <div className="admin-reservation-head">
            <Typography.Text strong>{challenge.name}</Typography.Text>
            <StatusTag challenge={challenge} />
          </div>
          <dl className="admin-facts">
            <div>
              <dt>{COLUMN_GOAL}</dt>
              <dd>{goalText(challenge.metric, challenge.target)}</dd>
            </div>
            <div>
              <dt>{COLUMN_REWARD}</dt>
              <dd>{rewardOf(challenge)}</dd>
            </div>
            <div>
              <dt>{COLUMN_DATES}</dt>
              <dd>{datesOf(challenge)}</dd>
            </div>
            <div>
              <dt>{COLUMN_WHO}</dt>
              <dd>{whoTakesPart(challenge.dealerships)}</dd>
            </div>
            <div>
              <dt>{COLUMN_COMPLETED}</dt>
              <dd>{challenge.completedCount}</dd>
            </div>
          </dl>
          <Actions challenge={challenge} {...actions} />
        </li>
      ))}
    </ul>
  );
}

function initialValues(editing: Exclude<Editing, null>): FormValues {
  if (editing.mode === 'create') return { metric: 'bookings', rewardType: 'cash', eligibility: 'everyone', dealerships: [] };
  const c = editing.challenge;
  return {
    name: c.name,
    metric: c.metric,
    target: c.target,
    rewardType: c.rewardType,
    rewardAmount: c.rewardAmount,
    rewardDescription: c.rewardDescription ?? '',
    dates: [dayjs(c.startDate), dayjs(c.endDate)],
    eligibility: c.eligibility,
    dealerships: c.dealerships,
  };
}

function ChallengeDialog({ editing, onClose }: { editing: Exclude<Editing, null>; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const isDesktop = useIsDesktop();
  const { toast } = useToast();
  const save = useChallengeWriteMutation();
  const rewardType = Form.useWatch('rewardType', form);
  const eligibility = Form.useWatch('eligibility', form);
  const creating = editing.mode === 'create';

  const onFinish = (values: FormValues) => {
    const [start, end] = values.dates ?? [];
    const startDate = toDateString(start);
    const endDate = toDateString(end);
    if (startDate === null || endDate === null) throw new Error('The challenge form was submitted without its dates');
    const input: ChallengeInput = {
      name: (values.name ?? '').trim(),
      metric: values.metric ?? 'bookings',
      target: values.target ?? 0,
      rewardType: values.rewardType ?? 'cash',
      rewardAmount: (values.rewardAmount ?? '').trim(),
      rewardDescription: values.rewardType === 'gift_card' ? (values.rewardDescription ?? '').trim() || null : null,
      startDate,
      endDate,
      eligibility: values.eligibility ?? 'everyone',
      dealerships: values.eligibility === 'dealerships' ? (values.dealerships ?? []) : [],
    };
    const write: ChallengeWrite = creating ? { type: 'create', input } : { type: 'edit', id: editing.challenge.id, input };
    save.mutate(write, {
      onSuccess: () => {
        toast({ title: SUCCESS_TITLE, description: creating ? CHALLENGE_CREATED : CHALLENGE_SAVED, variant: 'success' });
        onClose();
      },
      onError: (error) => toast({ title: ERROR_TITLE, description: withReason(CHALLENGE_SAVE_FAILED, error), variant: 'destructive' }),
    });
  };

  return (
    <Modal
      open
      title={creating ? NEW_CHALLENGE : EDIT_CHALLENGE}
      onCancel={onClose}
      cancelText={CANCEL}
      okText={save.isPending ? SAVING_CHALLENGE : creating ? CREATE_CHALLENGE : SAVE_CHALLENGE}
      okButtonProps={{ htmlType: 'submit', loading: save.isPending }}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<FormValues> form={form} name="challenge" layout="vertical" requiredMark={false} initialValues={initialValues(editing)} onFinish={onFinish}>
          {dialog}
        </Form>
      )}
    >
      <Form.Item label={CHALLENGE_NAME_LABEL} name="name" rules={[{ required: true, whitespace: true, message: CHALLENGE_NAME_REQUIRED }]}>
        <Input maxLength={CHALLENGE_NAME_MAX} autoComplete="off" placeholder={CHALLENGE_NAME_PLACEHOLDER} />
      </Form.Item>
      <Form.Item label={CHALLENGE_METRIC_LABEL} name="metric">
        <Radio.Group optionType="button" options={(['bookings', 'completed_services'] as const).map((value) => ({ value, label: METRIC_LABELS[value] }))} />
      </Form.Item>
      <Form.Item
        label={CHALLENGE_TARGET_LABEL}
        name="target"
        // A whole number typed into a plain field (antd's InputNumber here split the landing page's shared code into
        // extra chunks, over its first-load budget).
        getValueFromEvent={(event: { target: { value: string } }) => (event.target.value.trim() === '' ? null : Number(event.target.value))}
        rules={[{ required: true, type: 'integer', min: 1, max: CHALLENGE_TARGET_MAX, message: CHALLENGE_TARGET_INVALID }]}
      >
        <Input type="number" inputMode="numeric" min={1} max={CHALLENGE_TARGET_MAX} step={1} autoComplete="off" />
      </Form.Item>
      <Form.Item label={CHALLENGE_REWARD_LABEL} name="rewardType">
        <Radio.Group optionType="button" options={(['cash', 'gift_card'] as const).map((value) => ({ value, label: REWARD_TYPE_LABELS[value] }))} />
      </Form.Item>
      <Form.Item
        label={CHALLENGE_REWARD_AMOUNT_LABEL}
        name="rewardAmount"
        rules={[{ required: true, pattern: /^\s*\d{1,9}(\.\d{1,2})?\s*$/, message: CHALLENGE_REWARD_AMOUNT_INVALID }]}
      >
        <Input inputMode="decimal" autoComplete="off" placeholder="50.00" />
      </Form.Item>
      {rewardType === 'gift_card' && (
        <Form.Item label={CHALLENGE_REWARD_DESCRIPTION_LABEL} name="rewardDescription">
          <Input maxLength={CHALLENGE_REWARD_DESCRIPTION_MAX} autoComplete="off" placeholder={CHALLENGE_REWARD_DESCRIPTION_PLACEHOLDER} />
        </Form.Item>
      )}
      <Form.Item
        label={CHALLENGE_DATES_LABEL}
        name="dates"
        rules={[{ validator: (_rule, value: FormValues['dates']) => (value?.[0] && value[1] ? Promise.resolve() : Promise.reject(new Error(CHALLENGE_DATES_REQUIRED))) }]}
      >
        <DatePicker.RangePicker
          className="admin-full-width"
          format={DATE_INPUT_FORMATS}
          placeholder={[CHALLENGE_START_PLACEHOLDER, CHALLENGE_END_PLACEHOLDER]}
          allowEmpty={false}
          inputReadOnly={!isDesktop}
          classNames={{ popup: 'admin-closure-range-popup' }}
        />
      </Form.Item>
      <Form.Item label={CHALLENGE_ELIGIBILITY_LABEL} name="eligibility">
        <Radio.Group optionType="button" options={(['everyone', 'dealerships'] as const).map((value) => ({ value, label: ELIGIBILITY_LABELS[value] }))} />
      </Form.Item>
      {eligibility === 'dealerships' && (
        <Form.Item label={CHALLENGE_DEALERSHIPS_LABEL} name="dealerships" rules={[{ required: true, type: 'array', min: 1, message: CHALLENGE_DEALERSHIPS_REQUIRED }]}>
          <Select mode="multiple" placeholder={CHALLENGE_DEALERSHIPS_PLACEHOLDER} options={DEALERSHIPS.map((name) => ({ value: name, label: name }))} />
        </Form.Item>
      )}
    </Modal>
  );
}
