import { CheckCircleFilled, CloseCircleFilled, ExperimentOutlined } from '@ant-design/icons';
import type { FirstOpenSlotResponse, TestAppointmentRequest } from '@tint/libs/api-types';
import { TEST_BOOKING_COMMISSION_CENTS, TEST_BOOKING_PRICE_CENTS } from '@tint/libs/constants';
import { centsToDecimal } from '@tint/libs/money';
import type { TintPackage } from '@tint/libs/prices';
import { TEST_BOOKING_PACKAGES, TINT_PACKAGE_INFO } from '@tint/libs/prices';
import type { SlotTime } from '@tint/libs/slots';
import { SLOT_TIMES, bookingDateProblem, isValidDateString, todayInZone } from '@tint/libs/slots';
import {
  DATE_REQUIRED,
  EMAIL_INVALID,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  MAKE_REQUIRED,
  MODEL_REQUIRED,
  TIME_REQUIRED,
  YEAR_REQUIRED,
  bookingDateMessage,
} from '@tint/libs/validation-messages';
import { DATE_LABEL, FIRST_NAME_LABEL, LAST_NAME_LABEL, MAKE_LABEL, MODEL_LABEL, PACKAGE_LABEL, PHONE_LABEL, TIME_LABEL } from '@tint/libs/texts/common';
import {
  EMAIL_OPTIONAL_LABEL,
  ERROR_HEADING,
  NETWORK_ERROR_HEADING,
  PACKAGE_REQUIRED,
  PHONE_REQUIRED,
  SUCCESS_HEADING,
  TEST_BOOKING_INTRO,
  TEST_BOOKING_NOTE,
  TEST_BOOKING_SAMPLE,
  TEST_BOOKING_SUBMIT,
  TEST_BOOKING_SUBMITTING,
  TEST_BOOKING_TITLE,
  VEHICLE_YEAR_LABEL,
  httpStatusTag,
} from '@tint/libs/texts/test-booking';
import type { FormRule } from 'antd';
import { Button, Card, Col, Form, Input, Row, Select, Tag, Typography } from 'antd';
import { useId, useMemo } from 'react';
import { PageLoader } from '@/components/page-loader';
import type { BookingCalendar } from '@/lib/client-config';
import { useBookingCalendar } from '@/lib/client-config';
import { lastSelectableDate } from '@/lib/date-picking';
import type { TestBookingResult } from '../api';
import { rawJson, useFirstOpenSlot, useTestBookingMutation } from '../api';
import { nextWeekday } from '../next-weekday';
import '../test-booking.css';

type TestBookingValues = {
  customerFirstName: string;
  customerLastName: string;
  customerPhone: string;
  customerEmail: string;
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  tintPackageId: TintPackage;
  appointmentTime: SlotTime;
  appointmentDate: string;
};

const packageOptions = TEST_BOOKING_PACKAGES.map((id) => ({ value: id, label: TINT_PACKAGE_INFO[id].name }));
const timeOptions = SLOT_TIMES.map((slot) => ({ value: slot, label: slot }));

/**
 * The sample values, on the first slot the server still has free, so the first click books (201). Without
 * that answer (every slot taken, or the request failed) the next weekday's 10:30 AM stands in.
 */
function sampleValues(zone: string, firstOpen: FirstOpenSlotResponse | undefined): TestBookingValues {
  return {
    ...TEST_BOOKING_SAMPLE,
    tintPackageId: 'ceramic',
    appointmentTime: firstOpen?.appointmentTime ?? '10:30 AM',
    appointmentDate: firstOpen?.appointmentDate ?? nextWeekday(zone),
  };
}

function required(message: string): FormRule[] {
  return [{ required: true, whitespace: true, message }];
}

/**
 * Required, and not beyond the booking horizon. The page shows what the server answers, so a weekend or a
 * past date is sent as typed (its 400 shows as raw JSON); only a date the picker no longer offers is
 * refused here, in the server's words.
 */
function dateRules({ zone, horizonDays }: BookingCalendar): FormRule[] {
  return [
    ...required(DATE_REQUIRED),
    {
      validator: (_rule, value: unknown) => {
        const problem = isValidDateString(value) ? bookingDateProblem(value, new Date(), zone, horizonDays) : null;
        return problem === 'beyond-horizon' ? Promise.reject(new Error(bookingDateMessage(problem, horizonDays))) : Promise.resolve();
      },
    },
  ];
}

function toRequest(values: TestBookingValues): TestAppointmentRequest {
  const email = values.customerEmail.trim();
  return {
    customerFirstName: values.customerFirstName.trim(),
    customerLastName: values.customerLastName.trim(),
    customerPhone: values.customerPhone.trim(),
    ...(email ? { customerEmail: email } : {}),
    vehicleYear: values.vehicleYear.trim(),
    vehicleMake: values.vehicleMake.trim(),
    vehicleModel: values.vehicleModel.trim(),
    tintPackageId: values.tintPackageId,
    appointmentDate: values.appointmentDate,
    appointmentTime: values.appointmentTime,
    estimatedPrice: centsToDecimal(TEST_BOOKING_PRICE_CENTS),
    commission: String(TEST_BOOKING_COMMISSION_CENTS / 100),
  };
}

/** SPEC 2.4 'Test booking': creates an appointment without authentication and shows the raw answer. */
export function TestBookingScreen() {
  const [form] = Form.useForm<TestBookingValues>();
  const create = useTestBookingMutation();
  // The route renders this screen once the client configuration has answered, so the zone and the
  // horizon are the server's.
  const calendar = useBookingCalendar();
  const { zone } = calendar;
  const rulesForDate = useMemo(() => dateRules(calendar), [calendar]);
  // The form takes its initial values once: it waits for the free slot (or its failure).
  const firstOpen = useFirstOpenSlot();
  if (firstOpen.isPending) return <PageLoader />;

  return (
    <main className="plain-page test-booking-page">
      <Card variant="borderless" className="plain-page-card test-booking-card">
        <div className="test-booking-heading">
          <span className="test-booking-icon" aria-hidden>
            <ExperimentOutlined />
          </span>
          <div>
            <Typography.Title level={1} className="test-booking-title">
              {TEST_BOOKING_TITLE}
            </Typography.Title>
            <Typography.Paragraph className="test-booking-intro">{TEST_BOOKING_INTRO}</Typography.Paragraph>
          </div>
        </div>
        <Typography.Paragraph type="secondary" className="test-booking-note">
          {TEST_BOOKING_NOTE}
        </Typography.Paragraph>

        <Form<TestBookingValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={sampleValues(zone, firstOpen.data)}
          onFinish={(values) => create.mutate(toRequest(values))}
          className="test-booking-form"
          // The browser's own checks of the date field (min, max) would block the request with a bubble of
          // its own; the form's rules and the server's answer speak instead.
          noValidate
        >
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item label={FIRST_NAME_LABEL} name="customerFirstName" rules={required(FIRST_NAME_REQUIRED)}>
                <Input size="large" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label={LAST_NAME_LABEL} name="customerLastName" rules={required(LAST_NAME_REQUIRED)}>
                <Input size="large" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label={PHONE_LABEL} name="customerPhone" rules={required(PHONE_REQUIRED)}>
                <Input size="large" type="tel" inputMode="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label={EMAIL_OPTIONAL_LABEL} name="customerEmail" rules={[{ type: 'email', message: EMAIL_INVALID }]}>
                <Input size="large" type="email" inputMode="email" />
              </Form.Item>
            </Col>
            <Col xs={8}>
              <Form.Item label={VEHICLE_YEAR_LABEL} name="vehicleYear" rules={required(YEAR_REQUIRED)}>
                <Input size="large" inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col xs={16} sm={8}>
              <Form.Item label={MAKE_LABEL} name="vehicleMake" rules={required(MAKE_REQUIRED)}>
                <Input size="large" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item label={MODEL_LABEL} name="vehicleModel" rules={required(MODEL_REQUIRED)}>
                <Input size="large" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item label={PACKAGE_LABEL} name="tintPackageId" rules={[{ required: true, message: PACKAGE_REQUIRED }]}>
                <Select size="large" options={packageOptions} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8}>
              <Form.Item label={TIME_LABEL} name="appointmentTime" rules={[{ required: true, message: TIME_REQUIRED }]}>
                <Select size="large" options={timeOptions} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8}>
              <Form.Item label={DATE_LABEL} name="appointmentDate" rules={rulesForDate}>
                {/* The calendar offers today up to the booking horizon. */}
                <Input size="large" type="date" min={todayInZone(new Date(), zone)} max={lastSelectableDate(calendar)} className="test-booking-date" />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" size="large" block loading={create.isPending}>
            {create.isPending ? TEST_BOOKING_SUBMITTING : TEST_BOOKING_SUBMIT}
          </Button>
        </Form>

        {create.data && <ResultPanel result={create.data} />}
      </Card>
    </main>
  );
}

function ResultPanel({ result }: { result: TestBookingResult }) {
  const headingId = useId();
  const success = result.kind === 'success';
  const heading = success ? SUCCESS_HEADING : result.kind === 'error' ? ERROR_HEADING : NETWORK_ERROR_HEADING;
  const text = result.kind === 'network' ? result.message : rawJson(result.body);

  return (
    <section
      aria-labelledby={headingId}
      aria-live="polite"
      className={success ? 'test-result test-result-success' : 'test-result test-result-error'}
      data-testid={success ? 'test-booking-success' : 'test-booking-error'}
    >
      <div className="test-result-header">
        {success ? (
          <CheckCircleFilled aria-hidden className="test-result-icon" />
        ) : (
          <CloseCircleFilled aria-hidden className="test-result-icon" />
        )}
        <Typography.Title level={2} className="test-result-title" id={headingId}>
          {heading}
        </Typography.Title>
        {result.kind !== 'network' && (
          <Tag color={success ? 'green' : 'red'} className="test-result-status">
            {httpStatusTag(result.status)}
          </Tag>
        )}
      </div>
      {/* Long lines scroll sideways: focusable, so a keyboard can scroll them too. */}
      <pre className="test-result-json" tabIndex={0}>
        {text}
      </pre>
    </section>
  );
}
