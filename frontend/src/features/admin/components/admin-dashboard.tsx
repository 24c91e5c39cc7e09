import { LogoutOutlined, PoweroffOutlined, ReloadOutlined } from '@ant-design/icons';
import type { AdminUser } from '@tint/libs/api-types';
import { fullName } from '@tint/libs/names';
import { ADMIN_LOGGED_OUT_TEXT, ADMIN_LOGGED_OUT_TITLE, LOADING } from '@tint/libs/validation-messages';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Result, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { apiErrorStatus } from '@/lib/api-client';
import { useToast } from '@/lib/notifications';
import type { AdminSession } from '../admin-session';
import { ADMIN_LOGIN_PATH, clearAdminSession, readAdminSession } from '../admin-session';
import { ADMIN_ME_LOAD_FAILED, ADMIN_SERVER_LOGOUT_LABEL } from '../admin-texts';
import { AdminTokenContext } from '../admin-token';
import { forgetAdminData, useAdminMe, useAdminServerLogoutMutation } from '../api';
import { AdminTabs } from './admin-tabs';
import { SummaryCards } from './summary-cards';
import '../admin.css';

// SPEC 2.4: without a stored token and admin user, go to the admin login; otherwise 'Loading...' until
// the admin user is read from the server with the stored token. A rejected token ends the session.
export function AdminDashboard() {
  const [session] = useState<AdminSession | null>(() => readAdminSession());
  if (!session) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  return <AdminDashboardForToken token={session.token} />;
}

function AdminDashboardForToken({ token }: { token: string }) {
  const navigate = useNavigate();
  const me = useAdminMe(token);
  const tokenRejected = me.isError && apiErrorStatus(me.error) === 401;

  // The cached rejection is dropped by the next sign-in (forgetAdminData), not here: removing a query
  // that is still observed could send the rejected token once more.
  useEffect(() => {
    if (!tokenRejected) return;
    clearAdminSession();
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [tokenRejected, navigate]);

  if (me.isPending || tokenRejected) {
    return (
      <div className="admin-loading" role="status" aria-live="polite">
        {LOADING}
      </div>
    );
  }

  if (me.isError) {
    return (
      <main className="admin-loading">
        <Result
          status="warning"
          title={ADMIN_ME_LOAD_FAILED}
          extra={
            <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => void me.refetch()}>
              Try again
            </Button>
          }
        />
      </main>
    );
  }

  return (
    <AdminTokenContext value={token}>
      <div className="admin-layout">
        <AdminHeader admin={me.data} token={token} />
        <main className="admin-content">
          <SummaryCards />
          <AdminTabs />
        </main>
      </div>
    </AdminTokenContext>
  );
}

type AdminHeaderProps = {
  admin: AdminUser;
  token: string;
};

function AdminHeader({ admin, token }: AdminHeaderProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const serverLogout = useAdminServerLogoutMutation();

  // First logout (SPEC 2.4): forget the stored session here and return to the admin login.
  const logout = () => {
    clearAdminSession();
    forgetAdminData(queryClient);
    toast({ title: ADMIN_LOGGED_OUT_TITLE, description: ADMIN_LOGGED_OUT_TEXT, variant: 'success' });
    navigate(ADMIN_LOGIN_PATH);
  };

  // Second logout: end the session on the server too (a failure is only logged), then the site root.
  const logoutOfPortal = async () => {
    await serverLogout.mutateAsync(token);
    clearAdminSession();
    forgetAdminData(queryClient);
    window.location.assign('/');
  };

  return (
    <header className="admin-header">
      <div className="admin-header-inner">
        <div className="admin-header-brand">
          <BrandMark size={40} />
          <div className="admin-header-titles">
            <Typography.Title level={1} className="admin-title">
              Admin Dashboard
            </Typography.Title>
            <Typography.Text type="secondary">Management Portal</Typography.Text>
          </div>
        </div>
        <div className="admin-header-account">
          <div className="admin-header-user">
            <Typography.Text strong ellipsis>
              {fullName(admin.firstName, admin.lastName)}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis>
              {admin.email}
            </Typography.Text>
          </div>
          <Flex gap={8} className="admin-header-actions">
            <Button icon={<LogoutOutlined aria-hidden />} onClick={logout}>
              Logout
            </Button>
            <Tooltip title={ADMIN_SERVER_LOGOUT_LABEL}>
              <Button
                danger
                icon={<PoweroffOutlined aria-hidden />}
                aria-label={ADMIN_SERVER_LOGOUT_LABEL}
                loading={serverLogout.isPending}
                onClick={() => void logoutOfPortal()}
              />
            </Tooltip>
          </Flex>
        </div>
      </div>
    </header>
  );
}
