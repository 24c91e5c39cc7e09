import { CheckCircleFilled, CloseCircleFilled, LockOutlined, WarningFilled } from '@ant-design/icons';
import {
  BACK_TO_LOGIN,
  GO_TO_SIGN_IN,
  NEW_PASSWORD_LABEL,
  REQUEST_NEW_LINK,
  RESET_FAILED_GENERIC,
  RESET_LINK_INCOMPLETE_TEXT,
  RESET_LINK_INCOMPLETE_TITLE,
  RESET_LINK_PROBLEM_TITLE,
  RESET_PASSWORD_DESCRIPTION,
  RESET_PASSWORD_DONE_FALLBACK,
  RESET_PASSWORD_DONE_TITLE,
  RESET_PASSWORD_SUBMIT,
  RESET_PASSWORD_TITLE,
} from '@tint/libs/texts/auth';
import { CONFIRM_PASSWORD_LABEL } from '@tint/libs/texts/common';
import { PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, RESET_LINK_INVALID } from '@tint/libs/validation-messages';
import { Alert, Button, Card, Form, Input, Result } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { useResetPasswordMutation } from '../api';
import { confirmPasswordRules, newPasswordRules } from '../form-rules';
import type { SignedOutNavigationState } from '../signed-out-view';
import { AuthScreenCard } from './auth-screen-card';
import { SignedOutLayout } from './signed-out-layout';

type ResetPasswordFormValues = { password: string; confirmPassword: string };

type Outcome = { kind: 'done'; message: string } | { kind: 'invalid-link'; message: string };

/**
 * The page a password-reset email links to (RULES, accounts and security): /reset-password?token=…
 * Reachable signed in or out. A 400 means the link is invalid, expired or already used.
 */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const resetPassword = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const goToSignedOutView = (state: SignedOutNavigationState) => navigate('/', { state });
  const requestNewLinkButton = (
    <Button type="primary" size="large" onClick={() => goToSignedOutView({ signedOutView: 'forgot' })}>
      {REQUEST_NEW_LINK}
    </Button>
  );

  if (!token) {
    return (
      <ResetResult
        icon={<WarningFilled aria-hidden className="result-icon-warning" />}
        title={RESET_LINK_INCOMPLETE_TITLE}
        message={RESET_LINK_INCOMPLETE_TEXT}
        action={requestNewLinkButton}
      />
    );
  }

  if (outcome?.kind === 'done') {
    return (
      <ResetResult
        icon={<CheckCircleFilled aria-hidden className="result-icon-success" />}
        title={RESET_PASSWORD_DONE_TITLE}
        message={outcome.message}
        action={
          <Button type="primary" size="large" onClick={() => goToSignedOutView({ signedOutView: 'login' })}>
            {GO_TO_SIGN_IN}
          </Button>
        }
      />
    );
  }

  if (outcome?.kind === 'invalid-link') {
    return (
      <ResetResult
        icon={<CloseCircleFilled aria-hidden className="result-icon-error" />}
        title={RESET_LINK_PROBLEM_TITLE}
        message={outcome.message}
        action={requestNewLinkButton}
      />
    );
  }

  const onFinish = ({ password }: ResetPasswordFormValues) => {
    setFailure(null);
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: (answer) => setOutcome({ kind: 'done', message: answer.message || RESET_PASSWORD_DONE_FALLBACK }),
        onError: (error) => {
          const message = apiErrorMessage(error);
          // A 400 is about the link, unless it names a password rule the form could not catch.
          const aboutPassword = message === PASSWORD_TOO_SHORT || message === PASSWORD_TOO_LONG;
          if (error instanceof ApiError && error.status === 400 && !aboutPassword) {
            setOutcome({ kind: 'invalid-link', message: message ?? RESET_LINK_INVALID });
          } else {
            setFailure(message ?? RESET_FAILED_GENERIC);
          }
        },
      },
    );
  };

  return (
    <AuthScreenCard title={RESET_PASSWORD_TITLE} description={RESET_PASSWORD_DESCRIPTION}>
      {failure && <Alert type="error" showIcon title={failure} className="auth-alert" />}
      <Form<ResetPasswordFormValues>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ password: '', confirmPassword: '' }}
        className="auth-form"
      >
        <Form.Item label={NEW_PASSWORD_LABEL} name="password" rules={newPasswordRules} validateFirst>
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          label={CONFIRM_PASSWORD_LABEL}
          name="confirmPassword"
          dependencies={['password']}
          rules={confirmPasswordRules('password')}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          icon={<LockOutlined aria-hidden />}
          loading={resetPassword.isPending}
        >
          {RESET_PASSWORD_SUBMIT}
        </Button>
      </Form>
      <Button type="link" block onClick={() => goToSignedOutView({ signedOutView: 'login' })} className="auth-switch-link">
        {BACK_TO_LOGIN}
      </Button>
    </AuthScreenCard>
  );
}

type ResetResultProps = {
  icon: ReactNode;
  title: string;
  message: string;
  action: ReactNode;
};

function ResetResult({ icon, title, message, action }: ResetResultProps) {
  return (
    <SignedOutLayout>
      <Card className="signed-out-card signed-out-result" variant="borderless">
        <Result
          icon={icon}
          title={<h1 className="result-title">{title}</h1>}
          subTitle={<span role="status">{message}</span>}
          extra={action}
        />
      </Card>
    </SignedOutLayout>
  );
}
