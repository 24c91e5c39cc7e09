import { CheckCircleFilled, CloseCircleFilled, ExperimentOutlined } from '@ant-design/icons';
import type { TestAppointmentRequest } from '@tint/libs/api-types';
import { TEST_BOOKING_COMMISSION_CENTS, TEST_BOOKING_PRICE_CENTS } from '@tint/libs/constants';
import { centsToDecimal } from '@tint/libs/money';
import type { TintPackage } from '@tint/libs/prices';
import { TINT_PACKAGE_INFO } from '@tint/libs/prices';
import type { SlotTime } from '@tint/libs/slots';
import { SLOT_TIMES } from '@tint/libs/slots';
import {
  DATE_REQUIRED,
  EMAIL_INVALID,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  MAKE_REQUIRED,
  MODEL_REQUIRED,
  TIME_REQUIRED,
  YEAR_REQUIRED,
} from '@tint/libs/validation-messages';
import type { FormRule } from 'antd';
import { Button, Card, Col, Form, Input, Row, Select, Tag, Typography } from 'antd';
import { useId } from 'react';
import type { TestBookingResult } from '../api';
import { rawJson, useTestBookingMutation } from '../api';
import { nextWeekday } from '../next-weekday';
import {
  ERROR_HEADING,
  NETWORK_ERROR_HEADING,
  PACKAGE_REQUIRED,
  PHONE_REQUIRED,
  SUCCESS_HEADING,
  TEST_BOOKING_INTRO,
  TEST_BOOKING_NOTE,
  TEST_BOOKING_TITLE,
} from '../test-booking-texts';
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

/** SPEC 2.4 lists the packages in this order. */
const TEST_PACKAGES: readonly TintPackage[] = ['ceramic', 'carbon', 'signature'];
const packageOptions = TEST_PACKAGES.map((id) => ({ value: id, label: TINT_PACKAGE_INFO[id].name }));
const timeOptions = SLOT_TIMES.map((slot) => ({ value: slot, label: slot }));

function sampleValues(): TestBookingValues {
  return {
    customerFirstName: 'Test',
    customerLastName: 'Customer',
    customerPhone: '(808) 555-0100',
    customerEmail: 'test.customer@example.com',
    vehicleYear: '2024',
    vehicleMake: 'Toyota',
    vehicleModel: 'Camry',
    tintPackageId: 'ceramic',
    appointmentTime: '10:30 AM',
    appointmentDate: nextWeekday(),
  };
}

function required(message: string): FormRule[] {
  return [{ required: true, whitespace: true, message }];
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
          initialValues={sampleValues()}
          onFinish={(values) => create.mutate(toRequest(values))}
          className="test-booking-form"
        >
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item label="First name" name="customerFirstName" rules={required(FIRST_NAME_REQUIRED)}>
                <Input size="large" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Last name" name="customerLastName" rules={required(LAST_NAME_REQUIRED)}>
                <Input size="large" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Phone" name="customerPhone" rules={required(PHONE_REQUIRED)}>
                <Input size="large" type="tel" inputMode="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Email (optional)" name="customerEmail" rules={[{ type: 'email', message: EMAIL_INVALID }]}>
                <Input size="large" type="email" inputMode="email" />
              </Form.Item>
            </Col>
            <Col xs={8}>
              <Form.Item label="Vehicle year" name="vehicleYear" rules={required(YEAR_REQUIRED)}>
                <Input size="large" inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col xs={16} sm={8}>
              <Form.Item label="Make" name="vehicleMake" rules={required(MAKE_REQUIRED)}>
                <Input size="large" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item label="Model" name="vehicleModel" rules={required(MODEL_REQUIRED)}>
                <Input size="large" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item label="Package" name="tintPackageId" rules={[{ required: true, message: PACKAGE_REQUIRED }]}>
                <Select size="large" options={packageOptions} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8}>
              <Form.Item label="Time" name="appointmentTime" rules={[{ required: true, message: TIME_REQUIRED }]}>
                <Select size="large" options={timeOptions} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8}>
              <Form.Item label="Date" name="appointmentDate" rules={required(DATE_REQUIRED)}>
                <Input size="large" type="date" className="test-booking-date" />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" size="large" block loading={create.isPending}>
            {create.isPending ? 'Creating Appointment...' : 'Test Appointment Creation'}
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
            HTTP {result.status}
          </Tag>
        )}
      </div>
      <pre className="test-result-json">{text}</pre>
    </section>
  );
}
