import { LockOutlined } from '@ant-design/icons';
import type { CreateReservationRequest, Reservation } from '@tint/libs/api-types';
import { NOTES_MAX, RESERVATION_NAME_MAX } from '@tint/libs/constants';
import type { SlotTime } from '@tint/libs/slots';
import { SLOT_TIMES, todayInZone } from '@tint/libs/slots';
import { closedDatesBetween } from '@tint/libs/closures';
import {
  ERROR_TITLE,
  RESERVATIONS_LOAD_FAILED,
  RESERVATION_CANCELLED,
  RESERVATION_CANCEL_FAILED,
  RESERVATION_CREATED,
  RESERVATION_CREATE_FAILED,
  SUCCESS_TITLE,
} from '@tint/libs/validation-messages';
import {
  CANCEL_RESERVATION_CONFIRM,
  CANCEL_RESERVATION_OK,
  COLUMN_ACTIONS,
  COLUMN_CREATED,
  COLUMN_RESERVED_BY,
  COLUMN_STATUS,
  KEEP_RESERVATION,
  NEW_RESERVATION_TITLE,
  NOTES_LABEL,
  NO_RESERVATIONS,
  RESERVATIONS_INTRO,
  RESERVATIONS_TITLE,
  RESERVATION_NAME_LABEL,
  RESERVATION_NAME_PLACEHOLDER,
  RESERVATION_NOTES_PLACEHOLDER,
  RESERVATION_STATUS_LABELS,
  RESERVATION_TIME_PLACEHOLDER,
  RESERVE_BUTTON,
  RESERVING,
  TAB_RESERVATIONS,
  cancelReservationLabel,
  reservedTimeLabel,
} from '@tint/libs/texts/admin';
import { CANCEL, DATE_LABEL, NO_VALUE, RETRY, TIME_LABEL } from '@tint/libs/texts/common';
import { Button, Card, Col, Empty, Form, Input, Popconfirm, Row, Select, Skeleton, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { LoadError } from '@/components/load-error';
import { WeekdayDatePicker } from '@/components/weekday-date-picker';
import { useIsDesktop } from '@/hooks/use-media-query';
import { apiErrorMessage } from '@/lib/api-client';
import { useBookingCalendar } from '@/lib/client-config';
import type { ClosedDates } from '@/lib/date-picking';
import { bookableDateRules, lastSelectableDate, pickedDateHint, refuseTypedDates, slotTimeRules, toDateString } from '@/lib/date-picking';
import { formatInstant, formatShortDate } from '@/lib/dates';
import { useToast } from '@/lib/notifications';
import { useCancelReservationMutation, useClosures, useCreateReservationMutation, useReservations } from '../api';
import { ClosuresCard } from './closures-card';
import { TabHeader } from './tab-header';

type ReservationFormValues = {
  reservationDate?: Dayjs | null;
  reservationTime?: SlotTime;
  customerName?: string;
  notes?: string;
};

/** The spec's text, then the server's reason when it gave one (e.g. a slot that is already taken). */
function withReason(text: string, error: Error): string {
  const reason = apiErrorMessage(error);
  return reason ? `${text} ${reason}` : text;
}

function optionalText(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

function reservationRequest(values: ReservationFormValues): CreateReservationRequest {
  const reservationDate = toDateString(values.reservationDate);
  const reservationTime = values.reservationTime;
  if (reservationDate === null || reservationTime === undefined) {
    throw new Error('The reservation form was submitted without a date or time');
  }
  const customerName = optionalText(values.customerName);
  const notes = optionalText(values.notes);
  return {
    reservationDate,
    reservationTime,
    ...(customerName === undefined ? {} : { customerName }),
    ...(notes === undefined ? {} : { notes }),
  };
}

/** The days the shop is closed from today up to the booking horizon: the reservation calendar greys them out. */
function useClosedDates(calendar: ReturnType<typeof useBookingCalendar>): ClosedDates {
  const closures = useClosures().data;
  return useMemo(() => {
    const now = new Date();
    return new Set(closedDatesBetween(closures ?? [], todayInZone(now, calendar.zone), lastSelectableDate(calendar, now)));
  }, [closures, calendar]);
}

/** Date, time, optional customer or reason, optional notes (SPEC 5, reservation). */
function ReservationForm() {
  const [form] = Form.useForm<ReservationFormValues>();
  const calendar = useBookingCalendar();
  const closedDates = useClosedDates(calendar);
  const dateRules = useMemo(() => bookableDateRules(calendar, closedDates), [calendar, closedDates]);
  const { toast } = useToast();
  const reservations = useReservations();
  const create = useCreateReservationMutation();

  const date = toDateString(Form.useWatch('reservationDate', form));
  // A slot an active reservation already holds cannot be reserved twice; say so in the list.
  const reservedTimes = new Set(
    (reservations.data ?? [])
      .filter((reservation) => reservation.status === 'active' && reservation.reservationDate === date)
      .map((reservation) => reservation.reservationTime),
  );
  const timeOptions = SLOT_TIMES.map((slot) => ({
    value: slot,
    label: reservedTimes.has(slot) ? reservedTimeLabel(slot) : slot,
    disabled: reservedTimes.has(slot),
  }));

  const onFinish = (values: ReservationFormValues) => {
    create.mutate(reservationRequest(values), {
      onSuccess: () => {
        toast({ title: SUCCESS_TITLE, description: RESERVATION_CREATED, variant: 'success' });
        form.resetFields();
      },
      onError: (error) => {
        toast({ title: ERROR_TITLE, description: withReason(RESERVATION_CREATE_FAILED, error), variant: 'destructive' });
      },
    });
  };

  return (
    <Card variant="borderless" className="content-card admin-card" title={<h3 className="admin-card-title">{NEW_RESERVATION_TITLE}</h3>}>
      <Form<ReservationFormValues> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} className="admin-reservation-form">
        <Row gutter={16}>
          {/* A date typed that the picker refuses gets its reason at once, as in the booking form. */}
          <Col xs={24} md={12} xl={6} onInput={refuseTypedDates(calendar, (message) => form.setFields([{ name: 'reservationDate', errors: [message] }]), closedDates)}>
            <Form.Item
              label={DATE_LABEL}
              name="reservationDate"
              rules={dateRules}
              extra={pickedDateHint(date)}
            >
              <WeekdayDatePicker className="admin-full-width" closedDates={closedDates} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item label={TIME_LABEL} name="reservationTime" rules={slotTimeRules}>
              <Select options={timeOptions} placeholder={RESERVATION_TIME_PLACEHOLDER} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item label={RESERVATION_NAME_LABEL} name="customerName">
              <Input maxLength={RESERVATION_NAME_MAX} autoComplete="off" placeholder={RESERVATION_NAME_PLACEHOLDER} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item label={NOTES_LABEL} name="notes">
              <Input.TextArea maxLength={NOTES_MAX} autoSize={{ minRows: 1, maxRows: 4 }} placeholder={RESERVATION_NOTES_PLACEHOLDER} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" icon={<LockOutlined aria-hidden />} loading={create.isPending} className="admin-submit">
          {create.isPending ? RESERVING : RESERVE_BUTTON}
        </Button>
      </Form>
    </Card>
  );
}

function StatusTag({ status }: { status: string }) {
  return <Tag color={status === 'active' ? 'green' : 'default'}>{RESERVATION_STATUS_LABELS[status] ?? status}</Tag>;
}

type CancelButtonProps = {
  reservation: Reservation;
  onCancel: (reservation: Reservation) => void;
  cancelling: boolean;
};

function CancelButton({ reservation, onCancel, cancelling }: CancelButtonProps) {
  if (reservation.status !== 'active') return null;
  return (
    <Popconfirm
      title={CANCEL_RESERVATION_CONFIRM}
      okText={CANCEL_RESERVATION_OK}
      okButtonProps={{ danger: true }}
      cancelText={KEEP_RESERVATION}
      onConfirm={() => onCancel(reservation)}
    >
      <Button
        danger
        size="small"
        loading={cancelling}
        aria-label={cancelReservationLabel(formatShortDate(reservation.reservationDate), reservation.reservationTime)}
      >
        {CANCEL}
      </Button>
    </Popconfirm>
  );
}

/** Every reservation, with Cancel on the active ones. A table on wide screens, a list on phones. */
function ReservationList() {
  const reservations = useReservations();
  const isDesktop = useIsDesktop();
  const { toast } = useToast();
  const cancel = useCancelReservationMutation();

  const onCancel = (reservation: Reservation) => {
    cancel.mutate(reservation.id, {
      onSuccess: () => toast({ title: SUCCESS_TITLE, description: RESERVATION_CANCELLED, variant: 'success' }),
      onError: (error) =>
        toast({ title: ERROR_TITLE, description: withReason(RESERVATION_CANCEL_FAILED, error), variant: 'destructive' }),
    });
  };
  const isCancelling = (reservation: Reservation) => cancel.isPending && cancel.variables === reservation.id;

  let body;
  if (reservations.isError) {
    body = (
      <LoadError title={RESERVATIONS_LOAD_FAILED} error={reservations.error} retryLabel={RETRY} onRetry={() => void reservations.refetch()} />
    );
  } else if (reservations.isPending) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (reservations.data.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_RESERVATIONS} />;
  } else if (isDesktop) {
    const columns: TableColumnsType<Reservation> = [
      { title: DATE_LABEL, dataIndex: 'reservationDate', render: (date: string) => formatShortDate(date) },
      { title: TIME_LABEL, dataIndex: 'reservationTime' },
      { title: RESERVATION_NAME_LABEL, dataIndex: 'customerName', render: (name: string | null) => name ?? NO_VALUE },
      { title: NOTES_LABEL, dataIndex: 'notes', ellipsis: true, render: (notes: string | null) => notes ?? NO_VALUE },
      { title: COLUMN_STATUS, dataIndex: 'status', render: (status: string) => <StatusTag status={status} /> },
      { title: COLUMN_RESERVED_BY, dataIndex: 'reservedBy' },
      { title: COLUMN_CREATED, dataIndex: 'createdAt', render: (createdAt: string) => formatInstant(createdAt) },
      {
        title: <span className="visually-hidden">{COLUMN_ACTIONS}</span>,
        key: 'actions',
        align: 'right',
        render: (_value: unknown, reservation) => (
          <CancelButton reservation={reservation} onCancel={onCancel} cancelling={isCancelling(reservation)} />
        ),
      },
    ];
    body = <Table<Reservation> rowKey="id" columns={columns} dataSource={reservations.data} pagination={false} size="middle" />;
  } else {
    body = (
      <ul className="admin-reservation-list">
        {reservations.data.map((reservation) => (
          <li key={reservation.id} className="admin-reservation-item">
            <div className="admin-reservation-head">
              <Typography.Text strong>
                {formatShortDate(reservation.reservationDate)} · {reservation.reservationTime}
              </Typography.Text>
              <StatusTag status={reservation.status} />
            </div>
            <dl className="admin-facts">
              <div>
                <dt>{RESERVATION_NAME_LABEL}</dt>
                <dd>{reservation.customerName ?? NO_VALUE}</dd>
              </div>
              {reservation.notes && (
                <div>
                  <dt>{NOTES_LABEL}</dt>
                  <dd>{reservation.notes}</dd>
                </div>
              )}
              <div>
                <dt>{COLUMN_RESERVED_BY}</dt>
                <dd>{reservation.reservedBy}</dd>
              </div>
              <div>
                <dt>{COLUMN_CREATED}</dt>
                <dd>{formatInstant(reservation.createdAt)}</dd>
              </div>
            </dl>
            <CancelButton reservation={reservation} onCancel={onCancel} cancelling={isCancelling(reservation)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card variant="borderless" className="content-card admin-card" title={<h3 className="admin-card-title">{TAB_RESERVATIONS}</h3>}>
      {body}
    </Card>
  );
}

/** SPEC 2.4 Reservations tab ('Reservation Management'). */
export function ReservationsTab() {
  return (
    <div className="admin-tab">
      <TabHeader title={RESERVATIONS_TITLE} subtitle={RESERVATIONS_INTRO} />
      <ReservationForm />
      <ReservationList />
      <ClosuresCard />
    </div>
  );
}
