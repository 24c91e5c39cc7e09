import { CalendarOutlined } from '@ant-design/icons';
import { WEEKDAY_PLACEHOLDER } from '@tint/libs/texts/common';
import type { DatePickerProps } from 'antd';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useIsDesktop } from '@/hooks/use-media-query';
import { useBookingCalendar } from '@/lib/client-config';
import type { ClosedDates } from '@/lib/date-picking';
import { DATE_INPUT_FORMATS, isSelectableDate, lastSelectableDate, toDateString } from '@/lib/date-picking';

/**
 * A date picker that offers weekdays from today on in the business time zone (SPEC 5), up to the booking
 * horizon: the calendar does not page past its month. Phones get no keyboard: the calendar is easier to
 * tap than a date to type. Every other prop passes through, so Form.Item's id, value, onChange and aria
 * attributes reach the picker. Enter in the typed date takes the date, without sending the surrounding form.
 * `closedDates`: days the shop is closed (issue 18), greyed out like weekends.
 */
export function WeekdayDatePicker({ closedDates, ...props }: DatePickerProps & { closedDates?: ClosedDates }) {
  const isDesktop = useIsDesktop();
  const calendar = useBookingCalendar();
  const disabledDate = (current: Dayjs) => !isSelectableDate(toDateString(current) ?? '', calendar, new Date(), closedDates);

  return (
    <DatePicker
      {...props}
      format={DATE_INPUT_FORMATS}
      disabledDate={disabledDate}
      maxDate={dayjs(lastSelectableDate(calendar))}
      showToday={false}
      inputReadOnly={!isDesktop}
      placeholder={WEEKDAY_PLACEHOLDER}
      suffixIcon={<CalendarOutlined aria-hidden />}
      onKeyDown={(event, preventPickerDefault) => {
        // Enter takes the typed date; it must not also send the form around the field (which turned every
        // empty field red before the person had started on them). The picker still handles the key.
        if (event.key === 'Enter') event.preventDefault();
        props.onKeyDown?.(event, preventPickerDefault);
      }}
    />
  );
}
