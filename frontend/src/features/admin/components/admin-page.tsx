// Every admin page (SPEC 2.4, issue 16): without a stored token and admin user, the admin login; otherwise
// 'Loading...' until the admin user is read from the server with the stored token. A rejected token ends the
// session. Then the page: the admin header and the page's content, with the token for every admin call below.
import { ReloadOutlined } from '@ant-design/icons';
import { ADMIN_ME_LOAD_FAILED } from '@tint/libs/texts/admin';
import { TRY_AGAIN } from '@tint/libs/texts/common';
import { LOADING } from '@tint/libs/validation-messages';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ADMIN_LOGIN_PATH } from '@/lib/admin-paths';
import { ApiError } from '@/lib/api-client';
import type { AdminSession } from '../admin-session';
import { clearAdminSession, readAdminSession } from '../admin-session';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { AdminTokenContext } from '../admin-token';
import { useAdminMe } from '../api';
import type { AdminPageName } from './admin-header';
import { AdminHeader } from './admin-header';
import '../admin.css';

type AdminPageProps = {
  page: AdminPageName;
  title: string;
  subtitle: string;
  children: ReactNode;
};

export function AdminPage(props: AdminPageProps) {
  const [session] = useState<AdminSession | null>(() => readAdminSession());
  if (!session) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  return <AdminPageForToken token={session.token} {...props} />;
}

/**
 * Whether `error` is the server refusing the stored token (401); if so the session is forgotten and the admin login
 * opens. The cached rejection is dropped by the next sign-in (forgetAdminData), not here: removing a query that is
 * still observed could send the rejected token once more.
 */
export function useLeaveWhenTokenRejected(error: Error | null): boolean {
  const navigate = useNavigate();
  const rejected = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (!rejected) return;
    clearAdminSession();
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [rejected, navigate]);
  return rejected;
}

function AdminPageForToken({ token, page, title, subtitle, children }: AdminPageProps & { token: string }) {
  const me = useAdminMe(token);
  const tokenRejected = useLeaveWhenTokenRejected(me.error);
  useLiveUpdates(me.isSuccess && !tokenRejected ? { kind: 'admin', token } : null);

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
        <AdminHeader admin={me.data} token={token} page={page} title={title} subtitle={subtitle} />
        <main className="admin-content">{children}</main>
      </div>
    </AdminTokenContext>
  );
}
