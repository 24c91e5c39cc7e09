import { CalendarOutlined, EnvironmentOutlined, LoadingOutlined } from '@ant-design/icons';
import type { Appointment } from '@tint/libs/api-types';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX, YEAR_LENGTH } from '@tint/libs/constants';
import type { TintSelection } from '@tint/libs/prices';
import { TINT_PACKAGES, TINT_PACKAGE_INFO, isTintPackage } from '@tint/libs/prices';
import {
  ACKNOWLEDGEMENTS_TITLE,
  ACK_CONTACT_LABEL,
  ACK_DISCOUNT_LABEL,
  ACK_SERVICE_AREA_LABEL,
  BOOKING_INTRO,
  BOOKING_IN_PROGRESS,
  BOOK_APPOINTMENT_BUTTON,
  CHECKING_AVAILABILITY,
  CUSTOMER_EMAIL_PLACEHOLDER,
  CUSTOMER_INFO_TITLE,
  DATE_TIME_TITLE,
  LOCATION_TEXT,
  LOCATION_TITLE,
  MAKE_PLACEHOLDER,
  MODEL_PLACEHOLDER,
  NO_SLOTS_LEFT,
  PACKAGE_PLACEHOLDER,
  SLOTS_TAKEN_HINT,
  TINT_PACKAGE_LABEL,
  YEAR_LABEL,
  YEAR_PLACEHOLDER,
} from '@tint/libs/texts/booking';
import {
  DATE_LABEL,
  EMAIL_LABEL,
  FIRST_NAME_LABEL,
  LAST_NAME_LABEL,
  MAKE_LABEL,
  MODEL_LABEL,
  PHONE_LABEL,
  PHONE_PLACEHOLDER,
  TIME_LABEL,
} from '@tint/libs/texts/common';
import { SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { ERROR_TITLE } from '@tint/libs/validation-messages';
import { SHOP_CLOSED } from '@tint/libs/texts/closures';
import { Button, Card, Checkbox, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { SectionHeader } from '@/components/section-header';
import { WeekdayDatePicker } from '@/components/weekday-date-picker';
import { useIsDesktop } from '@/hooks/use-media-query';
import { trackEvent, trackOncePerSession } from '@/lib/analytics';
import { apiErrorMessage } from '@/lib/api-client';
import { useBookingCalendar } from '@/lib/client-config';
import { isSelectableDate, pickedDateHint, refuseTypedDates, toDateString } from '@/lib/date-picking';
import { createAttemptKeys } from '@/lib/idempotency-key';
import { useToast } from '@/lib/notifications';
import type { SectionNavigate } from '@/lib/sections';
import { clearBookingDrafts } from '@/lib/session-drafts';
import { readTintSelection } from '@/lib/tint-selection-storage';
import { useAvailableTimes, useBookAppointmentMutation, useClosedDates } from '../api';
import { readBookingDraft, saveBookingDraft } from '../booking-draft';
import type { BookingFormValues } from '../booking-form';
import { VEHICLE_TEXT_MAX, bookingRequest, bookingFormRules } from '../booking-form';
import { BookingConfirmedModal } from './booking-confirmed-modal';
import { ServiceInfo } from './service-info';
import { AvailableSlotsContext, SlotPicker } from './slot-picker';
import '../booking.css';

type BookAppointmentSectionProps = {
  onNavigate: SectionNavigate;
};

const packageOptions = TINT_PACKAGES.map((id) => ({ value: id, label: TINT_PACKAGE_INFO[id].name }));

function initialValues(selection: TintSelection | null): BookingFormValues {
  return {
    tintPackageId: selection?.package,
    acknowledgeContact: false,
    acknowledgeServiceArea: false,
    acknowledgeDiscountPolicy: false,
  };
}

/** SPEC 2.3 'Book Appointment': date, time slots, service information, customer form, terms. */
export function BookAppointmentSection({ onNavigate }: BookAppointmentSectionProps) {
  const [form] = Form.useForm<BookingFormValues>();
  const [selection] = useState(readTintSelection);
  const [confirmed, setConfirmed] = useState<Appointment | null>(null);
  const attemptKeys = useRef(createAttemptKeys());
  const isDesktop = useIsDesktop();
  const calendar = useBookingCalendar();
  const rules = useMemo(() => bookingFormRules(calendar), [calendar]);
  const { toast } = useToast();
  const book = useBookAppointmentMutation();
  const timeLabelId = useId();
  const timeHintId = useId();

  const pickedDate = Form.useWatch('appointmentDate', form);
  const pickedTime = Form.useWatch('appointmentTime', form);
  const tintPackage = Form.useWatch('tintPackageId', form);
  const vehicleMake = Form.useWatch('vehicleMake', form) ?? '';
  const vehicleModel = Form.useWatch('vehicleModel', form) ?? '';

  const date = toDateString(pickedDate);
  const { available, isFetching, isAnswered } = useAvailableTimes(date);
  const closedDates = useClosedDates(calendar);

  // A day picked (or restored from the draft) that has since been closed is dropped, and the field says why.
  useEffect(() => {
    if (date === null || !closedDates.has(date)) return;
    form.setFieldsValue({ appointmentDate: undefined, appointmentTime: undefined });
    form.setFields([{ name: 'appointmentDate', errors: [SHOP_CLOSED] }]);
  }, [closedDates, date, form]);

  // A refresh or a visit to another section finds the form as it was left (issue 14). Filled in before the
  // first paint; the form's initial values stay the empty ones, so Book Another Appointment starts afresh.
  useLayoutEffect(() => {
    const draft = readBookingDraft();
    if (!draft) return;
    const values = { ...draft.values };
    // A Tint Match package chosen since the form was filled replaces the form's.
    if ((selection?.package ?? null) !== draft.selectedPackage) values.tintPackageId = selection?.package;
    // A day that can no longer be booked (it has passed) is dropped rather than refused at Book.
    const storedDate = toDateString(values.appointmentDate);
    if (storedDate !== null && !isSelectableDate(storedDate, calendar)) {
      values.appointmentDate = undefined;
      values.appointmentTime = undefined;
    }
    form.setFieldsValue(values);
    // Only once, on arrival; the calendar is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  // The funnel's 'booking_started' is the first field a person touches, once per analytics session: opening
  // the section is not a start (a visit would otherwise count, and Pricing → Booking read above 100 %).
  const onValuesChange = (_changed: Partial<BookingFormValues>, values: BookingFormValues) => {
    saveBookingDraft(values, selection?.package ?? null);
    void trackOncePerSession('booking_started', { package: selection?.package ?? null });
  };

  // A time that is no longer free on the picked date is dropped.
  useEffect(() => {
    if (isAnswered && pickedTime !== undefined && !available.includes(pickedTime)) {
      form.setFieldValue('appointmentTime', undefined);
    }
  }, [available, isAnswered, pickedTime, form]);

  // Typing a weekend, a past date or one beyond the horizon: the picker refuses it (disabledDate); say why (SPEC 5).
  const onDateInput = refuseTypedDates(calendar, (message) => form.setFields([{ name: 'appointmentDate', errors: [message] }]), closedDates);

  const onFinish = (values: BookingFormValues) => {
    const request = bookingRequest(values, selection);
    const idempotencyKey = attemptKeys.current.keyFor(request);
    book.mutate(
      { request, idempotencyKey },
      {
        onSuccess: (appointment) => {
          attemptKeys.current.succeeded();
          // The customer's details are in the server's hands now; the quiz that led here is done too.
          clearBookingDrafts();
          setConfirmed(appointment);
          void trackEvent('booking_completed', { package: appointment.tintPackageId, appointmentDate: appointment.appointmentDate });
        },
        onError: (error) => {
          toast({ title: ERROR_TITLE, description: apiErrorMessage(error) ?? error.message, variant: 'destructive' });
        },
      },
    );
  };

  const bookAnother = () => {
    setConfirmed(null);
    book.reset();
    form.resetFields();
    window.scrollTo({ top: 0 });
  };

  const unavailableCount = isAnswered ? 3 - available.length : 0;
  const slotsHint = !isAnswered ? undefined : available.length === 0 ? NO_SLOTS_LEFT : unavailableCount > 0 ? SLOTS_TAKEN_HINT : undefined;

  return (
    <div className="booking">
      <SectionHeader title={SECTION_TITLES.calendar} subtitle={BOOKING_INTRO} />

      <Form<BookingFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues(selection)}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
        scrollToFirstError={{ block: 'center' }}
        className="booking-form"
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={10} className="booking-column">
            <Card variant="borderless" className="booking-card" title={DATE_TIME_TITLE}>
              <AvailableSlotsContext value={available}>
                <div onInput={onDateInput}>
                  <Form.Item
                    label={DATE_LABEL}
                    name="appointmentDate"
                    rules={rules.appointmentDate}
                    extra={pickedDateHint(date)}
                  >
                    <WeekdayDatePicker size="large" className="booking-date-picker" closedDates={closedDates} />
                  </Form.Item>
                </div>
                <Form.Item
                  label={
                    <span id={timeLabelId} className="slot-label">
                      {TIME_LABEL} {isFetching && <LoadingOutlined aria-label={CHECKING_AVAILABILITY} />}
                    </span>
                  }
                  name="appointmentTime"
                  rules={rules.appointmentTime}
                  extra={slotsHint ? <span id={timeHintId}>{slotsHint}</span> : undefined}
                  className="slot-item"
                >
                  <SlotPicker labelledBy={timeLabelId} describedBy={slotsHint ? timeHintId : undefined} />
                </Form.Item>
              </AvailableSlotsContext>
            </Card>

            <ServiceInfo
              tintPackage={isTintPackage(tintPackage) ? tintPackage : undefined}
              selection={selection}
              vehicleMake={vehicleMake}
              vehicleModel={vehicleModel}
              onTakeQuiz={() => onNavigate('tint-match')}
            />

            {isDesktop && <LocationCard />}
          </Col>

          <Col xs={24} lg={14} className="booking-column">
            <Card variant="borderless" className="booking-card" title={CUSTOMER_INFO_TITLE}>
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item label={FIRST_NAME_LABEL} name="customerFirstName" rules={rules.customerFirstName} validateFirst>
                    <Input size="large" autoComplete="off" maxLength={NAME_MAX} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item label={LAST_NAME_LABEL} name="customerLastName" rules={rules.customerLastName} validateFirst>
                    <Input size="large" autoComplete="off" maxLength={NAME_MAX} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item label={EMAIL_LABEL} name="customerEmail" rules={rules.customerEmail} validateFirst>
                    <Input
                      size="large"
                      type="email"
                      inputMode="email"
                      autoComplete="off"
                      maxLength={EMAIL_MAX}
                      placeholder={CUSTOMER_EMAIL_PLACEHOLDER}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item label={PHONE_LABEL} name="customerPhone" rules={rules.customerPhone} validateFirst>
                    <Input
                      size="large"
                      type="tel"
                      inputMode="tel"
                      autoComplete="off"
                      maxLength={PHONE_MAX}
                      placeholder={PHONE_PLACEHOLDER}
                    />
                  </Form.Item>
                </Col>
                <Col xs={8}>
                  <Form.Item label={YEAR_LABEL} name="vehicleYear" rules={rules.vehicleYear} validateFirst>
                    <Input size="large" inputMode="numeric" autoComplete="off" maxLength={YEAR_LENGTH} placeholder={YEAR_PLACEHOLDER} />
                  </Form.Item>
                </Col>
                <Col xs={16} sm={8}>
                  <Form.Item label={MAKE_LABEL} name="vehicleMake" rules={rules.vehicleMake} validateFirst>
                    <Input size="large" autoComplete="off" maxLength={VEHICLE_TEXT_MAX} placeholder={MAKE_PLACEHOLDER} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={8}>
                  <Form.Item label={MODEL_LABEL} name="vehicleModel" rules={rules.vehicleModel} validateFirst>
                    <Input size="large" autoComplete="off" maxLength={VEHICLE_TEXT_MAX} placeholder={MODEL_PLACEHOLDER} />
                  </Form.Item>
                </Col>
                <Col xs={24}>
                  <Form.Item label={TINT_PACKAGE_LABEL} name="tintPackageId" rules={rules.tintPackageId}>
                    <Select size="large" options={packageOptions} placeholder={PACKAGE_PLACEHOLDER} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>

            {!isDesktop && <LocationCard />}

            <Card variant="borderless" className="booking-card" title={ACKNOWLEDGEMENTS_TITLE}>
              <Form.Item name="acknowledgeContact" valuePropName="checked" rules={rules.acknowledgeContact} className="ack-item">
                <Checkbox className="ack-checkbox">{ACK_CONTACT_LABEL}</Checkbox>
              </Form.Item>
              <Form.Item
                name="acknowledgeServiceArea"
                valuePropName="checked"
                rules={rules.acknowledgeServiceArea}
                className="ack-item"
              >
                <Checkbox className="ack-checkbox">{ACK_SERVICE_AREA_LABEL}</Checkbox>
              </Form.Item>
              <Form.Item
                name="acknowledgeDiscountPolicy"
                valuePropName="checked"
                rules={rules.acknowledgeDiscountPolicy}
                className="ack-item"
              >
                <Checkbox className="ack-checkbox">{ACK_DISCOUNT_LABEL}</Checkbox>
              </Form.Item>

              <Button
                type="primary"
                htmlType="submit"
                size="large"
                block
                loading={book.isPending}
                icon={<CalendarOutlined aria-hidden />}
                className="booking-submit"
              >
                {book.isPending ? BOOKING_IN_PROGRESS : BOOK_APPOINTMENT_BUTTON}
              </Button>
            </Card>
          </Col>
        </Row>
      </Form>

      <BookingConfirmedModal
        appointment={confirmed}
        onReturnToDashboard={() => {
          setConfirmed(null);
          onNavigate('dashboard');
        }}
        onBookAnother={bookAnother}
      />
    </div>
  );
}

function LocationCard() {
  return (
    <Card variant="borderless" className="booking-card location-card">
      <div className="location">
        <EnvironmentOutlined aria-hidden className="location-icon" />
        <div>
          <Typography.Title level={3} className="location-title">
            {LOCATION_TITLE}
          </Typography.Title>
          <Typography.Paragraph className="location-text">{LOCATION_TEXT}</Typography.Paragraph>
        </div>
      </div>
    </Card>
  );
}
