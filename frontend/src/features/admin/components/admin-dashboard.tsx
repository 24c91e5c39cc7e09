import { LogoutOutlined, PoweroffOutlined, ReloadOutlined } from '@ant-design/icons';
import type { AdminUser } from '@tint/libs/api-types';
import { fullName } from '@tint/libs/names';
import {
  ADMIN_DASHBOARD_SUBTITLE,
  ADMIN_DASHBOARD_TITLE,
  ADMIN_ME_LOAD_FAILED,
  ADMIN_SERVER_LOGOUT_LABEL,
} from '@tint/libs/texts/admin';
import { LOGOUT, TRY_AGAIN } from '@tint/libs/texts/common';
import { ADMIN_LOGGED_OUT_TEXT, ADMIN_LOGGED_OUT_TITLE, LOADING } from '@tint/libs/validation-messages';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { ApiError } from '@/lib/api-client';
import { useToast } from '@/lib/notifications';
import type { AdminSession } from '../admin-session';
import { ADMIN_LOGIN_PATH } from '@/lib/admin-paths';
import { clearAdminSession, readAdminSession } from '../admin-session';
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
  const tokenRejected = me.error instanceof ApiError && me.error.status === 401;

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
              {TRY_AGAIN}
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
  const logoutHere = useAdminServerLogoutMutation();
  const serverLogout = useAdminServerLogoutMutation();

  // First logout (SPEC 2.4): forget the stored session and return to the admin login. The token is revoked
  // on the server too (a failure is only logged), or a copy of it would stay valid until it expires.
  const logout = async () => {
    await logoutHere.mutateAsync(token);
    clearAdminSession();
    forgetAdminData(queryClient);
    toast({ title: ADMIN_LOGGED_OUT_TITLE, description: ADMIN_LOGGED_OUT_TEXT, variant: 'success' });
    navigate(ADMIN_LOGIN_PATH);
  };

  // Second logout: the same on the server (a failure is only logged), then the site root.
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
              {ADMIN_DASHBOARD_TITLE}
            </Typography.Title>
            <Typography.Text type="secondary">{ADMIN_DASHBOARD_SUBTITLE}</Typography.Text>
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
            <Button icon={<LogoutOutlined aria-hidden />} loading={logoutHere.isPending} onClick={() => void logout()}>
              {LOGOUT}
            </Button>
            {/* Written out, not a bare red icon: the two logouts do different things and must read differently. */}
            <Button danger icon={<PoweroffOutlined aria-hidden />} loading={serverLogout.isPending} onClick={() => void logoutOfPortal()}>
              {ADMIN_SERVER_LOGOUT_LABEL}
            </Button>
          </Flex>
        </div>
      </div>
    </header>
  );
}
