import { LoginOutlined, SafetyCertificateOutlined, UserAddOutlined } from '@ant-design/icons';
import type { LoginRequest } from '@tint/libs/api-types';
import {
  LOGIN_FAILED_DEFAULT,
  LOGIN_FAILED_TITLE,
  LOGIN_SUCCESS_TEXT,
  LOGIN_SUCCESS_TITLE,
} from '@tint/libs/validation-messages';
import {
  CREATE_NEW_ACCOUNT,
  FORGOT_PASSWORD_LINK,
  LOGIN_DESCRIPTION,
  OR,
  PASSWORD_PLACEHOLDER,
  SSO_BUTTON,
} from '@tint/libs/texts/auth';
import { EMAIL_LABEL, EMAIL_PLACEHOLDER, PASSWORD_LABEL, SIGN_IN } from '@tint/libs/texts/common';
import { Button, Divider, Flex, Form, Input } from 'antd';
import { apiErrorMessage } from '@/lib/api-client';
import { useToast } from '@/lib/notifications';
import { reloadWithToast } from '@/lib/toast-after-reload';
import { OUTSIDE_PROVIDER_LOGIN_URL, useLoginMutation } from '../api';
import { emailRules, loginPasswordRules } from '../form-rules';
import { AuthScreenCard } from './auth-screen-card';

type LoginScreenProps = {
  onBack: () => void;
  onForgotPassword: () => void;
  onCreateAccount: () => void;
  /** Prefills the email, e.g. right after registering. */
  initialEmail?: string;
};

type LoginFormValues = LoginRequest;

/** SPEC 2.2 Login: email, password with a show/hide toggle, Sign In; success reloads the page (SPEC 4), which then welcomes. */
export function LoginScreen({ onBack, onForgotPassword, onCreateAccount, initialEmail }: LoginScreenProps) {
  const [form] = Form.useForm<LoginFormValues>();
  const { toast } = useToast();
  const login = useLoginMutation();

  const onFinish = ({ email, password }: LoginFormValues) => {
    login.mutate(
      { email: email.trim(), password },
      {
        // The welcome shows on the signed-in page: one shown here would go with this page at once.
        onSuccess: () => reloadWithToast({ title: LOGIN_SUCCESS_TITLE, description: LOGIN_SUCCESS_TEXT, variant: 'success' }),
        onError: (error) => {
          toast({
            title: LOGIN_FAILED_TITLE,
            description: apiErrorMessage(error) ?? LOGIN_FAILED_DEFAULT,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <AuthScreenCard title={SIGN_IN} description={LOGIN_DESCRIPTION} onBack={onBack}>
      <Form<LoginFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ email: initialEmail ?? '', password: '' }}
        className="auth-form"
      >
        <Form.Item label={EMAIL_LABEL} name="email" rules={emailRules} validateFirst>
          <Input type="email" inputMode="email" autoComplete="email" size="large" placeholder={EMAIL_PLACEHOLDER} />
        </Form.Item>
        <Form.Item label={PASSWORD_LABEL} name="password" rules={loginPasswordRules} className="auth-password-item">
          <Input.Password autoComplete="current-password" size="large" placeholder={PASSWORD_PLACEHOLDER} />
        </Form.Item>
        <Flex justify="flex-end" className="auth-forgot-row">
          <Button type="link" onClick={onForgotPassword} className="auth-inline-link">
            {FORGOT_PASSWORD_LINK}
          </Button>
        </Flex>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          icon={<LoginOutlined aria-hidden />}
          loading={login.isPending}
        >
          {SIGN_IN}
        </Button>
      </Form>

      <Divider plain className="landing-divider">
        {OR}
      </Divider>

      <Flex vertical gap={12}>
        <Button
          size="large"
          block
          icon={<SafetyCertificateOutlined aria-hidden />}
          onClick={() => window.location.assign(OUTSIDE_PROVIDER_LOGIN_URL)}
        >
          {SSO_BUTTON}
        </Button>
        <Button size="large" block icon={<UserAddOutlined aria-hidden />} onClick={onCreateAccount}>
          {CREATE_NEW_ACCOUNT}
        </Button>
      </Flex>
    </AuthScreenCard>
  );
}
