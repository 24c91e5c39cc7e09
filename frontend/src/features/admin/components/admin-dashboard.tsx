import { fullName } from '@tint/libs/names';
import { Typography } from 'antd';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import type { AdminSession } from '../admin-session';
import { ADMIN_LOGIN_PATH, readAdminSession } from '../admin-session';

// SPEC 2.4: without a stored token and admin user, go to the admin login. Browser storage is read
// synchronously, so there is nothing to wait for here.
export function AdminDashboard() {
  const [session] = useState<AdminSession | null>(() => readAdminSession());

  if (!session) return <Navigate to={ADMIN_LOGIN_PATH} replace />;

  const { user } = session;
  return (
    <div className="admin-layout">
      <header className="admin-header">
        <div className="admin-header-inner">
          <div className="admin-header-brand">
            <BrandMark size={40} />
            <div>
              <Typography.Title level={1} className="admin-title">
                Admin Dashboard
              </Typography.Title>
              <Typography.Text type="secondary">Management Portal</Typography.Text>
            </div>
          </div>
          <div className="admin-header-user">
            <Typography.Text strong>{fullName(user.firstName, user.lastName)}</Typography.Text>
            <Typography.Text type="secondary">{user.email}</Typography.Text>
          </div>
        </div>
      </header>
      {/* Summary cards and the Reservations, Payouts, Users and Analytics tabs arrive in later issues. */}
      <main className="admin-content" />
    </div>
  );
}
