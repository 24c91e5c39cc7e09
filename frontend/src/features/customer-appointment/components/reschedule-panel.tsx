import { ClockCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import type { CustomerAppointment } from '@tint/libs/api-types';
import type { DateString, SlotTime } from '@tint/libs/slots';
import { SLOT_TIMES } from '@tint/libs/slots';
import { CHECKING_AVAILABILITY, NO_SLOTS_LEFT, SLOTS_TAKEN_HINT } from '@tint/libs/texts/booking';
import { DATE_LABEL, TIME_LABEL } from '@tint/libs/texts/common';
import { CONFIRM_RESCHEDULE, CURRENT_TIME_HINT, KEEP_CURRENT_TIME, RESCHEDULE_TITLE, RESCHEDULING } from '@tint/libs/texts/customer';
import { Alert, Button, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useId, useRef, useState } from 'react';
import { WeekdayDatePicker } from '@/components/weekday-date-picker';
import { apiErrorMessage } from '@/lib/api-client';
import { useBookingCalendar } from '@/lib/client-config';
import { pickedDateHint, refuseTypedDates, toDateString } from '@/lib/date-picking';
import { useRescheduleClosedDates, useRescheduleMutation, useRescheduleTimes } from '../api';

type ReschedulePanelProps = {
  token: string;
  appointment: CustomerAppointment;
  onClose: () => void;
  onRescheduled: () => void;
};

/**
 * A new date (weekdays from today up to the booking horizon, closed days greyed out, as the booking calendar offers
 * them) and one of its free times, as the booking form shows times; then Confirm new time. The server re-checks
 * everything and its refusal ('This slot is no longer available', …) is shown in its own words.
 */
export function ReschedulePanel({ token, appointment, onClose, onRescheduled }: ReschedulePanelProps) {
  const calendar = useBookingCalendar();
  const closedDates = useRescheduleClosedDates(token, calendar, true);
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const [pickedTime, setPickedTime] = useState<SlotTime | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const reschedule = useRescheduleMutation(token);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const dateId = useId();
  const dateHintId = useId();
  const timeLabelId = useId();
  const timeHintId = useId();

  // Opened by a button that is now gone: the panel's heading takes the focus, so a screen reader reads on from there.
  useEffect(() => headingRef.current?.focus(), []);

  const date: DateString | null = toDateString(picked);
  const times = useRescheduleTimes(token, date);
  const isCurrentDate = date === appointment.appointmentDate;
  const offered = (slot: SlotTime) => times.data?.includes(slot) === true && !(isCurrentDate && slot === appointment.appointmentTime);
  const time = pickedTime !== null && offered(pickedTime) ? pickedTime : null;
  const answered = date !== null && times.data !== undefined;
  const anyOffered = answered && SLOT_TIMES.some(offered);
  const timeHint = !answered
    ? null
    : !anyOffered
      ? NO_SLOTS_LEFT
      : [isCurrentDate ? CURRENT_TIME_HINT : null, (times.data?.length ?? 0) < SLOT_TIMES.length ? SLOTS_TAKEN_HINT : null].filter(Boolean).join(' ') || null;

  const confirm = () => {
    if (date === null || time === null) return;
    reschedule.mutate({ appointmentDate: date, appointmentTime: time }, { onSuccess: onRescheduled });
  };

  return (
    <section className="manage-reschedule" aria-labelledby={headingId}>
      <Typography.Title level={2} className="manage-reschedule-title" id={headingId} ref={headingRef} tabIndex={-1}>
        {RESCHEDULE_TITLE}
      </Typography.Title>

      <div className="manage-field">
        <label htmlFor={dateId} className="manage-label">
          {DATE_LABEL}
        </label>
        {/* A weekend, a past or closed day typed in: the picker does not take it; say why (as the booking form does). */}
        <div onInput={refuseTypedDates(calendar, setDateError, closedDates)}>
          <WeekdayDatePicker
            id={dateId}
            size="large"
            className="manage-date-picker"
            closedDates={closedDates}
            value={picked}
            status={dateError ? 'error' : undefined}
            aria-describedby={dateHintId}
            onChange={(value: Dayjs | Dayjs[] | null) => {
              setDateError(null);
              // One date: the picker is not a multiple one.
              setPicked(Array.isArray(value) ? (value[0] ?? null) : value);
              reschedule.reset();
            }}
          />
        </div>
        <div id={dateHintId} className={dateError ? 'manage-field-hint manage-field-error' : 'manage-field-hint'}>
          {dateError ?? pickedDateHint(date)}
        </div>
      </div>

      {date !== null && (
        <div className="manage-field">
          <span id={timeLabelId} className="manage-label">
            {TIME_LABEL} {times.isFetching && <LoadingOutlined aria-label={CHECKING_AVAILABILITY} />}
          </span>
          <div role="group" aria-labelledby={timeLabelId} aria-describedby={timeHint ? timeHintId : undefined} className="manage-times">
            {SLOT_TIMES.map((slot) => {
              const isOffered = offered(slot);
              // Struck through when taken; the customer's own current time is only disabled.
              const taken = answered && times.data?.includes(slot) !== true;
              const selected = time === slot;
              return (
                <Button
                  key={slot}
                  size="large"
                  type={selected ? 'primary' : 'default'}
                  aria-pressed={selected}
                  disabled={!isOffered}
                  icon={<ClockCircleOutlined aria-hidden />}
                  onClick={() => {
                    setPickedTime(slot);
                    reschedule.reset();
                  }}
                  className={taken ? 'manage-time-button manage-time-taken' : 'manage-time-button'}
                >
                  {slot}
                </Button>
              );
            })}
          </div>
          {timeHint && (
            <div id={timeHintId} className="manage-field-hint">
              {timeHint}
            </div>
          )}
        </div>
      )}

      {reschedule.isError && (
        <Alert type="error" showIcon role="alert" className="manage-notice" title={apiErrorMessage(reschedule.error) ?? reschedule.error.message} />
      )}

      <div className="manage-reschedule-buttons">
        <Button type="primary" size="large" block disabled={date === null || time === null} loading={reschedule.isPending} onClick={confirm}>
          {reschedule.isPending ? RESCHEDULING : CONFIRM_RESCHEDULE}
        </Button>
        <Button size="large" block onClick={onClose} disabled={reschedule.isPending}>
          {KEEP_CURRENT_TIME}
        </Button>
      </div>
    </section>
  );
}
