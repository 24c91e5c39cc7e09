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
import {
  ALREADY_HAVE_ACCOUNT,
  COMPANY_PLACEHOLDER,
  CREATE_ACCOUNT,
  DISCLAIMERS_HEADING,
  PHONE_NUMBER_LABEL,
  SIGNUP_DESCRIPTION,
  SIGNUP_TITLE,
  disclaimersAccepted,
} from '@tint/libs/texts/auth';
import {
  COMPANY_LABEL,
  CONFIRM_PASSWORD_LABEL,
  EMAIL_LABEL,
  EMAIL_PLACEHOLDER,
  FIRST_NAME_LABEL,
  LAST_NAME_LABEL,
  PASSWORD_LABEL,
  PHONE_PLACEHOLDER,
} from '@tint/libs/texts/common';
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
      title={SIGNUP_TITLE}
      description={SIGNUP_DESCRIPTION}
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
            <Form.Item label={FIRST_NAME_LABEL} name="firstName" rules={firstNameRules} validateFirst>
              <Input autoComplete="given-name" size="large" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={LAST_NAME_LABEL} name="lastName" rules={lastNameRules} validateFirst>
              <Input autoComplete="family-name" size="large" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={EMAIL_LABEL} name="email" rules={emailRules} validateFirst>
          <Input type="email" inputMode="email" autoComplete="email" size="large" placeholder={EMAIL_PLACEHOLDER} />
        </Form.Item>
        <Form.Item label={PHONE_NUMBER_LABEL} name="phoneNumber" rules={phoneRules}>
          <Input type="tel" inputMode="tel" autoComplete="tel" size="large" placeholder={PHONE_PLACEHOLDER} />
        </Form.Item>
        <Form.Item label={COMPANY_LABEL} name="company" rules={[{ required: true, message: COMPANY_REQUIRED }]}>
          {/* Typing narrows the list to the dealerships whose names contain it; Enter picks the highlighted one. */}
          <Select size="large" options={companyOptions} placeholder={COMPANY_PLACEHOLDER} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label={PASSWORD_LABEL} name="password" rules={newPasswordRules} validateFirst>
              <Input.Password autoComplete="new-password" size="large" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label={CONFIRM_PASSWORD_LABEL}
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
            {DISCLAIMERS_HEADING}
          </Typography.Text>
          <Typography.Text type={allAccepted ? 'success' : 'secondary'} className="disclaimer-count" aria-live="polite">
            {allAccepted && <CheckCircleFilled aria-hidden />} {disclaimersAccepted(accepted.length, DISCLAIMER_COUNT)}
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
          {CREATE_ACCOUNT}
        </Button>
        {!allAccepted && (
          <Typography.Paragraph type="secondary" id={hintId} className="disclaimer-hint">
            {DISCLAIMERS_HINT}
          </Typography.Paragraph>
        )}
      </Form>

      <Button type="link" block onClick={onSignIn} className="auth-switch-link">
        {ALREADY_HAVE_ACCOUNT}
      </Button>
    </AuthScreenCard>
  );
}
