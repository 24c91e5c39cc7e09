import { ArrowLeftOutlined, MailOutlined } from '@ant-design/icons';
import { PASSWORD_RESET_TTL_MS } from '@tint/libs/constants';
import {
  CHECK_YOUR_EMAIL_TITLE,
  RESET_FAILED_DEFAULT,
  RESET_FAILED_TITLE,
  RESET_SENT_TEXT,
  RESET_SENT_TITLE,
} from '@tint/libs/validation-messages';
import {
  BACK_TO_LOGIN,
  CHECK_SPAM_NOTE,
  FORGOT_PASSWORD_DESCRIPTION,
  FORGOT_PASSWORD_TITLE,
  RESET_SENT_TO_PREFIX,
  RESET_SENT_TO_SUFFIX,
  SEND_RESET_EMAIL,
  resetEmailSentNote,
} from '@tint/libs/texts/auth';
import { EMAIL_LABEL, EMAIL_PLACEHOLDER } from '@tint/libs/texts/common';
import { Button, Card, Flex, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '@/lib/api-client';
import { useToast } from '@/lib/notifications';
import { useForgotPasswordMutation } from '../api';
import { emailRules } from '../form-rules';
import { AuthScreenCard } from './auth-screen-card';
import { SignedOutLayout } from './signed-out-layout';

type ForgotPasswordScreenProps = {
  onBack: () => void;
  onBackToLogin: () => void;
};

type ForgotPasswordFormValues = { email: string };

/** SPEC 2.2 Forgot password: the email form, then 'Check Your Email' (SPEC 4). */
export function ForgotPasswordScreen({ onBack, onBackToLogin }: ForgotPasswordScreenProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { toast } = useToast();
  const forgotPassword = useForgotPasswordMutation();

  const onFinish = ({ email }: ForgotPasswordFormValues) => {
    const address = email.trim();
    forgotPassword.mutate(
      { email: address },
      {
        onSuccess: () => {
          toast({ title: RESET_SENT_TITLE, description: RESET_SENT_TEXT, variant: 'success' });
          setSentTo(address);
        },
        onError: (error) => {
          toast({
            title: RESET_FAILED_TITLE,
            description: apiErrorMessage(error) ?? RESET_FAILED_DEFAULT,
            variant: 'destructive',
          });
        },
      },
    );
  };

  if (sentTo !== null) {
    return (
      <SignedOutLayout>
        <Card className="signed-out-card signed-out-result" variant="borderless">
          <Result
            icon={<MailOutlined aria-hidden className="result-icon-brand" />}
            title={<h1 className="result-title">{CHECK_YOUR_EMAIL_TITLE}</h1>}
            subTitle={
              <Flex vertical gap={8}>
                <span>
                  {RESET_SENT_TO_PREFIX} <Typography.Text strong>{sentTo}</Typography.Text>
                  {RESET_SENT_TO_SUFFIX} {resetEmailSentNote(PASSWORD_RESET_TTL_MS)}
                </span>
                <span>{CHECK_SPAM_NOTE}</span>
              </Flex>
            }
            extra={
              <Button type="primary" size="large" icon={<ArrowLeftOutlined aria-hidden />} onClick={onBackToLogin}>
                {BACK_TO_LOGIN}
              </Button>
            }
          />
        </Card>
      </SignedOutLayout>
    );
  }

  return (
    <AuthScreenCard
      title={FORGOT_PASSWORD_TITLE}
      description={FORGOT_PASSWORD_DESCRIPTION}
      onBack={onBack}
    >
      <Form<ForgotPasswordFormValues>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ email: '' }}
        className="auth-form"
      >
        <Form.Item label={EMAIL_LABEL} name="email" rules={emailRules} validateFirst>
          <Input type="email" inputMode="email" autoComplete="email" size="large" placeholder={EMAIL_PLACEHOLDER} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          icon={<MailOutlined aria-hidden />}
          loading={forgotPassword.isPending}
        >
          {SEND_RESET_EMAIL}
        </Button>
      </Form>
      <Button type="link" block onClick={onBackToLogin} className="auth-switch-link">
        {BACK_TO_LOGIN}
      </Button>
    </AuthScreenCard>
  );
}
