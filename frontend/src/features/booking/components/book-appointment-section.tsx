import { CalendarOutlined, EnvironmentOutlined, LoadingOutlined } from '@ant-design/icons';
import type { Appointment } from '@tint/libs/api-types';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX } from '@tint/libs/constants';
import type { TintSelection } from '@tint/libs/prices';
import { TINT_PACKAGES, TINT_PACKAGE_INFO, isTintPackage } from '@tint/libs/prices';
import { DATE_NOT_BOOKABLE, ERROR_TITLE } from '@tint/libs/validation-messages';
import { Button, Card, Checkbox, Col, DatePicker, Form, Input, Row, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { SectionHeader } from '@/components/section-header';
import { readTintSelection } from '@/features/tint-match/tint-selection-storage';
import { useIsDesktop } from '@/hooks/use-media-query';
import { apiErrorMessage } from '@/lib/api-client';
import { useToast } from '@/lib/notifications';
import { useAvailableTimes, useBookAppointmentMutation } from '../api';
import type { BookingFormValues } from '../booking-form';
import { DATE_INPUT_FORMATS, VEHICLE_TEXT_MAX, bookingRequest, bookingRules, isSelectableDate, toDateString, typedDate } from '../booking-form';
import {
  ACK_CONTACT_LABEL,
  ACK_DISCOUNT_LABEL,
  ACK_SERVICE_AREA_LABEL,
  BOOKING_INTRO,
  LOCATION_TEXT,
  LOCATION_TITLE,
  NO_SLOTS_LEFT,
  SLOTS_TAKEN_HINT,
  WEEKDAYS_ONLY_HINT,
  formatLongDate,
} from '../booking-texts';
import { createAttemptKeys } from '../idempotency-key';
import type { SectionNavigate } from '@/features/salesperson-app/sections';
import { trackEvent } from '@/lib/analytics';
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

function disabledDate(current: Dayjs): boolean {
  return !isSelectableDate(current.format('YYYY-MM-DD'));
}

/** SPEC 2.3 'Book Appointment': date, time slots, service information, customer form, terms. */
export function BookAppointmentSection({ onNavigate }: BookAppointmentSectionProps) {
  const [form] = Form.useForm<BookingFormValues>();
  const [selection] = useState(readTintSelection);
  const [confirmed, setConfirmed] = useState<Appointment | null>(null);
  const attemptKeys = useRef(createAttemptKeys());
  const isDesktop = useIsDesktop();
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

  // Opening the booking form is the funnel's 'booking_started' (once per visit of the section).
  useEffect(() => {
    void trackEvent('booking_started', { package: selection?.package ?? null });
  }, [selection]);

  // A time that is no longer free on the picked date is dropped.
  useEffect(() => {
    if (isAnswered && pickedTime !== undefined && !available.includes(pickedTime)) {
      form.setFieldValue('appointmentTime', undefined);
    }
  }, [available, isAnswered, pickedTime, form]);

  // Typing a weekend or past date: the picker refuses it (disabledDate); say why (SPEC 5).
  const onDateInput = (event: FormEvent<HTMLDivElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    const typed = typedDate(target.value);
    if (typed !== null && !isSelectableDate(typed)) {
      form.setFields([{ name: 'appointmentDate', errors: [DATE_NOT_BOOKABLE] }]);
    }
  };

  const onFinish = (values: BookingFormValues) => {
    const request = bookingRequest(values, selection);
    const idempotencyKey = attemptKeys.current.keyFor(request);
    book.mutate(
      { request, idempotencyKey },
      {
        onSuccess: (appointment) => {
          attemptKeys.current.succeeded();
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
      <SectionHeader title="Book Appointment" subtitle={BOOKING_INTRO} />

      <Form<BookingFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues(selection)}
        onFinish={onFinish}
        scrollToFirstError={{ block: 'center' }}
        className="booking-form"
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={10} className="booking-column">
            <Card variant="borderless" className="booking-card" title="Date & Time">
              <AvailableSlotsContext value={available}>
                <div onInput={onDateInput}>
                  <Form.Item
                    label="Date"
                    name="appointmentDate"
                    rules={bookingRules.appointmentDate}
                    extra={date ? formatLongDate(date) : WEEKDAYS_ONLY_HINT}
                  >
                    <DatePicker
                      size="large"
                      className="booking-date-picker"
                      format={DATE_INPUT_FORMATS}
                      disabledDate={disabledDate}
                      showToday={false}
                      inputReadOnly={!isDesktop}
                      placeholder="Select a weekday"
                      suffixIcon={<CalendarOutlined aria-hidden />}
                    />
                  </Form.Item>
                </div>
                <Form.Item
                  label={
                    <span id={timeLabelId} className="slot-label">
                      Time {isFetching && <LoadingOutlined aria-label="Checking availability" />}
                    </span>
                  }
                  name="appointmentTime"
                  rules={bookingRules.appointmentTime}
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
            <Card variant="borderless" className="booking-card" title="Customer Information">
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item label="First name" name="customerFirstName" rules={bookingRules.customerFirstName} validateFirst>
                    <Input size="large" autoComplete="off" maxLength={NAME_MAX} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item label="Last name" name="customerLastName" rules={bookingRules.customerLastName} validateFirst>
                    <Input size="large" autoComplete="off" maxLength={NAME_MAX} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item label="Email" name="customerEmail" rules={bookingRules.customerEmail} validateFirst>
                    <Input
                      size="large"
                      type="email"
                      inputMode="email"
                      autoComplete="off"
                      maxLength={EMAIL_MAX}
                      placeholder="customer@example.com"
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item label="Phone" name="customerPhone" rules={bookingRules.customerPhone} validateFirst>
                    <Input
                      size="large"
                      type="tel"
                      inputMode="tel"
                      autoComplete="off"
                      maxLength={PHONE_MAX}
                      placeholder="(808) 555-0123"
                    />
                  </Form.Item>
                </Col>
                <Col xs={8}>
                  <Form.Item label="Year" name="vehicleYear" rules={bookingRules.vehicleYear} validateFirst>
                    <Input size="large" inputMode="numeric" autoComplete="off" maxLength={4} placeholder="2024" />
                  </Form.Item>
                </Col>
                <Col xs={16} sm={8}>
                  <Form.Item label="Make" name="vehicleMake" rules={bookingRules.vehicleMake} validateFirst>
                    <Input size="large" autoComplete="off" maxLength={VEHICLE_TEXT_MAX} placeholder="Toyota" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={8}>
                  <Form.Item label="Model" name="vehicleModel" rules={bookingRules.vehicleModel} validateFirst>
                    <Input size="large" autoComplete="off" maxLength={VEHICLE_TEXT_MAX} placeholder="Camry" />
                  </Form.Item>
                </Col>
                <Col xs={24}>
                  <Form.Item label="Tint package" name="tintPackageId" rules={bookingRules.tintPackageId}>
                    <Select size="large" options={packageOptions} placeholder="Choose a package" />
                  </Form.Item>
                </Col>
              </Row>
            </Card>

            {!isDesktop && <LocationCard />}

            <Card variant="borderless" className="booking-card" title="Acknowledgements">
              <Form.Item name="acknowledgeContact" valuePropName="checked" rules={bookingRules.acknowledgeContact} className="ack-item">
                <Checkbox className="ack-checkbox">{ACK_CONTACT_LABEL}</Checkbox>
              </Form.Item>
              <Form.Item
                name="acknowledgeServiceArea"
                valuePropName="checked"
                rules={bookingRules.acknowledgeServiceArea}
                className="ack-item"
              >
                <Checkbox className="ack-checkbox">{ACK_SERVICE_AREA_LABEL}</Checkbox>
              </Form.Item>
              <Form.Item
                name="acknowledgeDiscountPolicy"
                valuePropName="checked"
                rules={bookingRules.acknowledgeDiscountPolicy}
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
                {book.isPending ? 'Booking...' : 'Book Appointment'}
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
