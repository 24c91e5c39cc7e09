import { CheckCircleFilled, UserAddOutlined } from '@ant-design/icons';
import { DISCLAIMER_COUNT } from '@tint/libs/constants';
import { DEALERSHIPS } from '@tint/libs/dealerships';
import { DISCLAIMERS } from '@tint/libs/disclaimers';
import {
  COMPANY_REQUIRED,
  DISCLAIMERS_HINT,
  DISCLAIMERS_REQUIRED,
  SIGNUP_FAILED_DEFAULT,
  SIGNUP_FAILED_TITLE,
  SIGNUP_SUCCESS_TEXT,
  SIGNUP_SUCCESS_TITLE,
} from '@tint/libs/validation-messages';
import type { FormRule } from 'antd';
import { Button, Checkbox, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useId } from 'react';
import { apiErrorMessage } from '@/lib/api-client';
import { useToast } from '@/lib/notifications';
import { useSignupMutation } from '../api';
import {
  confirmPasswordRules,
  emailRules,
  firstNameRules,
  lastNameRules,
  newPasswordRules,
  phoneRules,
} from '../form-rules';
import { AuthScreenCard } from './auth-screen-card';

type SignupScreenProps = {
  onBack: () => void;
  onSignIn: () => void;
  /** Called after the account was created, with the address to prefill on the sign-in form. */
  onRegistered: (email: string) => void;
};

type SignupFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  company?: string;
  password: string;
  confirmPassword: string;
  disclaimers: string[];
};

const companyOptions = DEALERSHIPS.map((name) => ({ value: name, label: name }));

const disclaimerRules: FormRule[] = [
  {
    validator: (_rule, value: unknown) =>
      Array.isArray(value) && value.length === DISCLAIMER_COUNT
        ? Promise.resolve()
        : Promise.reject(new Error(DISCLAIMERS_REQUIRED)),
  },
];

/** SPEC 2.2 'Salesperson Registration' with the SPEC 5 rules; success returns to the login view (SPEC 4). */
export function SignupScreen({ onBack, onSignIn, onRegistered }: SignupScreenProps) {
  const [form] = Form.useForm<SignupFormValues>();
  const { toast } = useToast();
  const signup = useSignupMutation();
  const disclaimersLabelId = useId();
  const hintId = useId();

  const accepted = Form.useWatch('disclaimers', form) ?? [];
  const allAccepted = accepted.length === DISCLAIMER_COUNT;

  // The list is not checked while it is being ticked; once it was complete (or already shows its
  // error), un-ticking or re-ticking an item re-checks it.
  const onDisclaimersChange = (next: unknown[]) => {
    const showsError = form.getFieldError('disclaimers').length > 0;
    if (showsError || (allAccepted && next.length < DISCLAIMER_COUNT)) {
      form.validateFields(['disclaimers']).catch(() => undefined);
    }
  };

  const onFinish = (values: SignupFormValues) => {
    const email = values.email.trim();
    signup.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        phoneNumber: values.phoneNumber.trim(),
        company: values.company ?? '',
        password: values.password,
      },
      {
        onSuccess: () => {
          toast({ title: SIGNUP_SUCCESS_TITLE, description: SIGNUP_SUCCESS_TEXT, variant: 'success' });
          onRegistered(email);
        },
        onError: (error) => {
          toast({
            title: SIGNUP_FAILED_TITLE,
            description: apiErrorMessage(error) ?? SIGNUP_FAILED_DEFAULT,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <AuthScreenCard
      title="Salesperson Registration"
      description="Create your independent referrer account."
      onBack={onBack}
      wide
    >
      <Form<SignupFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ disclaimers: [] }}
        className="auth-form"
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="First name" name="firstName" rules={firstNameRules} validateFirst>
              <Input autoComplete="given-name" size="large" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Last name" name="lastName" rules={lastNameRules} validateFirst>
              <Input autoComplete="family-name" size="large" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Email" name="email" rules={emailRules} validateFirst>
          <Input type="email" inputMode="email" autoComplete="email" size="large" placeholder="you@example.com" />
        </Form.Item>
        <Form.Item label="Phone number" name="phoneNumber" rules={phoneRules}>
          <Input type="tel" inputMode="tel" autoComplete="tel" size="large" placeholder="(808) 555-0123" />
        </Form.Item>
        <Form.Item label="Company" name="company" rules={[{ required: true, message: COMPANY_REQUIRED }]}>
          <Select size="large" options={companyOptions} placeholder="Select your dealership" />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="Password" name="password" rules={newPasswordRules} validateFirst>
              <Input.Password autoComplete="new-password" size="large" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Confirm password"
              name="confirmPassword"
              dependencies={['password']}
              rules={confirmPasswordRules('password')}
            >
              <Input.Password autoComplete="new-password" size="large" />
            </Form.Item>
          </Col>
        </Row>

        <div className="disclaimer-heading">
          <Typography.Text strong id={disclaimersLabelId}>
            Program disclaimers
          </Typography.Text>
          <Typography.Text type={allAccepted ? 'success' : 'secondary'} className="disclaimer-count" aria-live="polite">
            {allAccepted && <CheckCircleFilled aria-hidden />} {accepted.length} of {DISCLAIMER_COUNT} accepted
          </Typography.Text>
        </div>
        <Form.Item name="disclaimers" rules={disclaimerRules} validateTrigger={[]} className="disclaimer-item">
          <Checkbox.Group className="disclaimer-group" onChange={onDisclaimersChange}>
            <div className="disclaimer-list" role="group" aria-labelledby={disclaimersLabelId} tabIndex={0}>
              {DISCLAIMERS.map((disclaimer) => (
                <Checkbox key={disclaimer.id} value={disclaimer.id} className="disclaimer-option">
                  {disclaimer.text}
                </Checkbox>
              ))}
            </div>
          </Checkbox.Group>
        </Form.Item>

        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          icon={<UserAddOutlined aria-hidden />}
          disabled={!allAccepted}
          loading={signup.isPending}
          aria-describedby={allAccepted ? undefined : hintId}
        >
          Create Account
        </Button>
        {!allAccepted && (
          <Typography.Paragraph type="secondary" id={hintId} className="disclaimer-hint">
            {DISCLAIMERS_HINT}
          </Typography.Paragraph>
        )}
      </Form>

      <Button type="link" block onClick={onSignIn} className="auth-switch-link">
        Already have an account? Sign In
      </Button>
    </AuthScreenCard>
  );
}
