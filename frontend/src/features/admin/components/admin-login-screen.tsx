import { ArrowLeftOutlined, LoginOutlined } from '@ant-design/icons';
import type { AdminLoginRequest } from '@tint/libs/api-types';
import {
  ADMIN_LOGIN_FAILED_TEXT,
  ADMIN_LOGIN_FAILED_TITLE,
  ADMIN_LOGIN_SUCCESS_TEXT,
  ADMIN_LOGIN_SUCCESS_TITLE,
  EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
} from '@tint/libs/validation-messages';
import { ADMIN_LOGIN_SUBTITLE, ADMIN_LOGIN_TITLE, BACK_TO_PORTAL } from '@tint/libs/texts/admin';
import { EMAIL_LABEL, PASSWORD_LABEL, SIGN_IN } from '@tint/libs/texts/common';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { useToast } from '@/lib/notifications';
import { ADMIN_DASHBOARD_PATH } from '@/lib/admin-paths';
import { storeAdminSession } from '../admin-session';
import { forgetAdminData, useAdminLoginMutation } from '../api';

type AdminLoginFormValues = AdminLoginRequest;

/** SPEC 2.4 Admin login: email and password, both required (SPEC 5); success goes to /admin. */
export function AdminLoginScreen() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useAdminLoginMutation();

  const onFinish = ({ email, password }: AdminLoginFormValues) => {
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (session) => {
          forgetAdminData(queryClient);
          storeAdminSession(session);
          toast({ title: ADMIN_LOGIN_SUCCESS_TITLE, description: ADMIN_LOGIN_SUCCESS_TEXT, variant: 'success' });
          navigate(ADMIN_DASHBOARD_PATH);
        },
        onError: (error) => {
          // Too many attempts is not a credentials problem: say what the server says then.
          const rateLimited = error instanceof ApiError && error.status === 429 ? apiErrorMessage(error) : null;
          toast({
            title: ADMIN_LOGIN_FAILED_TITLE,
            description: rateLimited ?? ADMIN_LOGIN_FAILED_TEXT,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <main className="admin-login-layout">
      <Card className="signed-out-card" variant="borderless">
        <Flex vertical align="center" gap={8} className="admin-login-heading">
          <BrandMark size={56} />
          <Typography.Title level={1} className="auth-title">
            {ADMIN_LOGIN_TITLE}
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="admin-login-subtitle">
            {ADMIN_LOGIN_SUBTITLE}
          </Typography.Paragraph>
        </Flex>
        <Form<AdminLoginFormValues>
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          initialValues={{ email: '', password: '' }}
          className="auth-form"
        >
          <Form.Item
            label={EMAIL_LABEL}
            name="email"
            rules={[{ required: true, whitespace: true, message: EMAIL_REQUIRED }]}
          >
            <Input type="email" inputMode="email" autoComplete="username" size="large" />
          </Form.Item>
          <Form.Item label={PASSWORD_LABEL} name="password" rules={[{ required: true, message: PASSWORD_REQUIRED }]}>
            <Input.Password autoComplete="current-password" size="large" />
          </Form.Item>
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
        <Flex justify="center" className="admin-login-back">
          <Link to="/">
            <ArrowLeftOutlined aria-hidden /> {BACK_TO_PORTAL}
          </Link>
        </Flex>
      </Card>
    </main>
  );
}
