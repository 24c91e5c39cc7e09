import { StopOutlined } from '@ant-design/icons';
import type { Closure, ClosureAppointment, CreateClosureRequest } from '@tint/libs/api-types';
import { daysInRange } from '@tint/libs/closures';
import { CLOSURE_MAX_DAYS, CLOSURE_REASON_MAX } from '@tint/libs/constants';
import { todayInZone } from '@tint/libs/slots';
import {
  BOOKED_ON_CLOSED_TITLE,
  CLOSE_DATES_BUTTON,
  CLOSING_DATES,
  CLOSURES_INTRO,
  CLOSURES_TITLE,
  CLOSURE_DATES_LABEL,
  CLOSURE_DATES_REQUIRED,
  CLOSURE_END_PLACEHOLDER,
  CLOSURE_REASON_LABEL,
  CLOSURE_REASON_PLACEHOLDER,
  CLOSURE_START_PLACEHOLDER,
  COLUMN_BOOKED,
  COLUMN_CLOSED_BY,
  COLUMN_CLOSED_DATES,
  DISMISS_NOTICE,
  KEEP_CLOSURE,
  NOTHING_BOOKED_ON_CLOSED,
  NO_CLOSURES,
  REMOVE_CLOSURE,
  REMOVE_CLOSURE_CONFIRM,
  REMOVE_CLOSURE_OK,
  TEST_BOOKING_OWNER,
  bookedAppointmentLine,
  bookedCount,
  bookedOnClosedText,
  closedDatesText,
  closedRangeLabel,
  removeClosureLabel,
} from '@tint/libs/texts/closures';
import { COLUMN_ACTIONS } from '@tint/libs/texts/admin';
import { RETRY } from '@tint/libs/texts/common';
import { ERROR_TITLE, SUCCESS_TITLE } from '@tint/libs/validation-messages';
import { CLOSURES_LOAD_FAILED, CLOSURE_CREATE_FAILED, CLOSURE_REASON_REQUIRED, CLOSURE_REMOVED, CLOSURE_REMOVE_FAILED } from '@tint/libs/texts/closures';
import { Alert, Button, Card, Col, DatePicker, Empty, Form, Input, Popconfirm, Row, Skeleton, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { useIsDesktop } from '@/hooks/use-media-query';
import { apiErrorMessage } from '@/lib/api-client';
import { useBusinessTimeZone } from '@/lib/client-config';
import { DATE_INPUT_FORMATS, toDateString } from '@/lib/date-picking';
import { formatShortDate } from '@/lib/dates';
import { useToast } from '@/lib/notifications';
import { useClosures, useCreateClosureMutation, useRemoveClosureMutation } from '../api';

type ClosureFormValues = {
  dates?: [Dayjs | null, Dayjs | null] | null;
  reason?: string;
};

/** The text, then the server's reason when it gave one (a range too long, a date already past). */
function withReason(text: string, error: Error): string {
  const reason = apiErrorMessage(error);
  return reason ? `${text} ${reason}` : text;
}

const rangeOf = (closure: Pick<Closure, 'startDate' | 'endDate'>) => closedRangeLabel(formatShortDate(closure.startDate), formatShortDate(closure.endDate));

function appointmentLine(appointment: ClosureAppointment): string {
  return bookedAppointmentLine(formatShortDate(appointment.appointmentDate), appointment.appointmentTime, appointment.customerName, appointment.salespersonName ?? TEST_BOOKING_OWNER);
}

function BookedList({ appointments }: { appointments: readonly ClosureAppointment[] }) {
  return (
    <ul className="admin-closure-booked">
      {appointments.map((appointment) => (
        <li key={appointment.id}>{appointmentLine(appointment)}</li>
      ))}
    </ul>
  );
}

/** After closing: what was closed, and the appointments already booked on those dates (they stay booked). */
function ClosedNotice({ closure, onClose }: { closure: Closure; onClose: () => void }) {
  const booked = closure.bookedAppointments;
  return (
    <Alert
      className="admin-closure-notice"
      type={booked.length > 0 ? 'warning' : 'success'}
      showIcon
      closable={{ onClose, 'aria-label': DISMISS_NOTICE }}
      title={booked.length > 0 ? BOOKED_ON_CLOSED_TITLE : closedDatesText(rangeOf(closure))}
      description={
        booked.length > 0 ? (
          <>
            <Typography.Paragraph className="admin-closure-notice-text">
              {closedDatesText(rangeOf(closure))} {bookedOnClosedText(booked.length)}
            </Typography.Paragraph>
            <BookedList appointments={booked} />
          </>
        ) : (
          NOTHING_BOOKED_ON_CLOSED
        )
      }
    />
  );
}

/** The first and last day (from today on, at most CLOSURE_MAX_DAYS days) and a reason. */
function ClosureForm({ onClosed }: { onClosed: (closure: Closure) => void }) {
  const [form] = Form.useForm<ClosureFormValues>();
  const zone = useBusinessTimeZone();
  const isDesktop = useIsDesktop();
  const { toast } = useToast();
  const create = useCreateClosureMutation();

  const disabledDate = (current: Dayjs, info?: { from?: Dayjs }) => {
    const date = toDateString(current) ?? '';
    if (date < todayInZone(new Date(), zone)) return true;
    const from = toDateString(info?.from);
    return from !== null && daysInRange(from < date ? from : date, from < date ? date : from) > CLOSURE_MAX_DAYS;
  };

  const onFinish = (values: ClosureFormValues) => {
    const [start, end] = values.dates ?? [];
    const startDate = toDateString(start);
    const endDate = toDateString(end);
    if (startDate === null || endDate === null) throw new Error('The closure form was submitted without its dates');
    const request: CreateClosureRequest = { startDate, endDate, reason: (values.reason ?? '').trim() };
    create.mutate(request, {
      onSuccess: (closure) => {
        form.resetFields();
        onClosed(closure);
      },
      onError: (error) => toast({ title: ERROR_TITLE, description: withReason(CLOSURE_CREATE_FAILED, error), variant: 'destructive' }),
    });
  };

  return (
    <Form<ClosureFormValues> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} className="admin-closure-form">
      <Row gutter={16}>
        <Col xs={24} md={12} xl={10}>
          <Form.Item
            label={CLOSURE_DATES_LABEL}
            name="dates"
            rules={[{ validator: (_rule, value: ClosureFormValues['dates']) => (value?.[0] && value[1] ? Promise.resolve() : Promise.reject(new Error(CLOSURE_DATES_REQUIRED))) }]}
          >
            <DatePicker.RangePicker
              className="admin-full-width"
              format={DATE_INPUT_FORMATS}
              disabledDate={disabledDate}
              placeholder={[CLOSURE_START_PLACEHOLDER, CLOSURE_END_PLACEHOLDER]}
              allowEmpty={false}
              // Phones get the calendar without a keyboard over it, as the other date fields do, and one month at a
              // time (admin.css): two side by side are wider than the screen.
              inputReadOnly={!isDesktop}
              classNames={{ popup: 'admin-closure-range-popup' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={14}>
          <Form.Item label={CLOSURE_REASON_LABEL} name="reason" rules={[{ required: true, whitespace: true, message: CLOSURE_REASON_REQUIRED }]}>
            <Input maxLength={CLOSURE_REASON_MAX} autoComplete="off" placeholder={CLOSURE_REASON_PLACEHOLDER} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" icon={<StopOutlined aria-hidden />} loading={create.isPending} className="admin-submit">
        {create.isPending ? CLOSING_DATES : CLOSE_DATES_BUTTON}
      </Button>
    </Form>
  );
}

type RemoveButtonProps = { closure: Closure; onRemove: (closure: Closure) => void; removing: boolean };

function RemoveButton({ closure, onRemove, removing }: RemoveButtonProps) {
  return (
    <Popconfirm title={REMOVE_CLOSURE_CONFIRM} okText={REMOVE_CLOSURE_OK} okButtonProps={{ danger: true }} cancelText={KEEP_CLOSURE} onConfirm={() => onRemove(closure)}>
      <Button danger size="small" loading={removing} aria-label={removeClosureLabel(rangeOf(closure))}>
        {REMOVE_CLOSURE}
      </Button>
    </Popconfirm>
  );
}

function BookedCell({ closure }: { closure: Closure }) {
  const count = closure.bookedAppointments.length;
  return (
    <div className="admin-closure-booked-cell">
      <Tag color={count > 0 ? 'orange' : 'default'}>{bookedCount(count)}</Tag>
      {count > 0 && <BookedList appointments={closure.bookedAppointments} />}
    </div>
  );
}

/** The closures, with Remove. A table on wide screens, a list on phones. */
function ClosureList() {
  const closures = useClosures();
  const isDesktop = useIsDesktop();
  const { toast } = useToast();
  const remove = useRemoveClosureMutation();

  const onRemove = (closure: Closure) => {
    remove.mutate(closure.id, {
      onSuccess: () => toast({ title: SUCCESS_TITLE, description: CLOSURE_REMOVED, variant: 'success' }),
      onError: (error) => toast({ title: ERROR_TITLE, description: withReason(CLOSURE_REMOVE_FAILED, error), variant: 'destructive' }),
    });
  };
  const isRemoving = (closure: Closure) => remove.isPending && remove.variables === closure.id;

  if (closures.isError) {
    return <LoadError title={CLOSURES_LOAD_FAILED} error={closures.error} retryLabel={RETRY} onRetry={() => void closures.refetch()} />;
  }
  if (closures.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (closures.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_CLOSURES} />;
  if (isDesktop) {
    const columns: TableColumnsType<Closure> = [
      { title: COLUMN_CLOSED_DATES, key: 'dates', render: (_value: unknown, closure) => rangeOf(closure) },
      { title: CLOSURE_REASON_LABEL, dataIndex: 'reason', ellipsis: true },
      { title: COLUMN_BOOKED, key: 'booked', render: (_value: unknown, closure) => <BookedCell closure={closure} /> },
      { title: COLUMN_CLOSED_BY, dataIndex: 'createdBy' },
      {
        title: <span className="visually-hidden">{COLUMN_ACTIONS}</span>,
        key: 'actions',
        align: 'right',
        render: (_value: unknown, closure) => <RemoveButton closure={closure} onRemove={onRemove} removing={isRemoving(closure)} />,
      },
    ];
    return <Table<Closure> rowKey="id" columns={columns} dataSource={closures.data} pagination={false} size="middle" className="admin-closure-table" />;
  }
  return (
    <ul className="admin-reservation-list">
      {closures.data.map((closure) => (
        <li key={closure.id} className="admin-reservation-item">
          <div className="admin-reservation-head">
            <Typography.Text strong>{rangeOf(closure)}</Typography.Text>
            <Tag color={closure.bookedAppointments.length > 0 ? 'orange' : 'default'}>{bookedCount(closure.bookedAppointments.length)}</Tag>
          </div>
          <dl className="admin-facts">
            <div>
              <dt>{CLOSURE_REASON_LABEL}</dt>
              <dd>{closure.reason}</dd>
            </div>
            <div>
              <dt>{COLUMN_CLOSED_BY}</dt>
              <dd>{closure.createdBy}</dd>
            </div>
          </dl>
          {closure.bookedAppointments.length > 0 && <BookedList appointments={closure.bookedAppointments} />}
          <RemoveButton closure={closure} onRemove={onRemove} removing={isRemoving(closure)} />
        </li>
      ))}
    </ul>
  );
}

/** Issue 18: the days the shop is closed, in the Reservations tab. */
export function ClosuresCard() {
  const [closed, setClosed] = useState<Closure | null>(null);
  return (
    <Card
      variant="borderless"
      className="content-card admin-card admin-closures"
      title={<h3 className="admin-card-title">{CLOSURES_TITLE}</h3>}
      aria-label={CLOSURES_TITLE}
    >
      <div className="admin-closures-body">
        <Typography.Text type="secondary">{CLOSURES_INTRO}</Typography.Text>
        <ClosureForm onClosed={setClosed} />
        {closed && <ClosedNotice closure={closed} onClose={() => setClosed(null)} />}
        <ClosureList />
      </div>
    </Card>
  );
}
