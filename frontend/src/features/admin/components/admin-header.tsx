// The header of every admin page (SPEC 2.4, issue 16): the brand and the page's title, the links between the admin's
// pages, the signed-in admin and the spec's two logouts.
import { ArrowLeftOutlined, AuditOutlined, TrophyOutlined, DashboardOutlined, LogoutOutlined, PoweroffOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { AdminUser } from '@tint/libs/api-types';
import { fullName } from '@tint/libs/names';
import { ADMIN_SERVER_LOGOUT_LABEL } from '@tint/libs/texts/admin';
import { AUDIT_LINK } from '@tint/libs/texts/audit';
import { CHALLENGES_TITLE } from '@tint/libs/texts/challenges';
import { LOGOUT } from '@tint/libs/texts/common';
import {
  OPERATIONS_DASHBOARD_LINK,
  OPERATIONS_NAV_LABEL,
  OPERATIONS_QUEUES_LINK,
  OPERATIONS_QUEUES_OPEN_FAILED,
  OPERATIONS_SYSTEM_LINK,
  SYSTEM_BACK,
} from '@tint/libs/texts/operations';
import { ADMIN_LOGGED_OUT_TEXT, ADMIN_LOGGED_OUT_TITLE, ERROR_TITLE } from '@tint/libs/validation-messages';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { ADMIN_AUDIT_PATH, ADMIN_CHALLENGES_PATH, ADMIN_DASHBOARD_PATH, ADMIN_LOGIN_PATH, ADMIN_SYSTEM_PATH } from '@/lib/admin-paths';
import { useToast } from '@/lib/notifications';
import { clearAdminSession } from '../admin-session';
import { forgetAdminData, useAdminServerLogoutMutation } from '../api';
import { useOpenQueueDashboardMutation } from '../system-api';

/** The admin's pages drawn by this app; each header links to the others (the System page from the dashboard) and to the queue dashboard. */
export type AdminPageName = 'dashboard' | 'system' | 'audit' | 'challenges';

type AdminHeaderProps = {
  admin: AdminUser;
  token: string;
  page: AdminPageName;
  title: string;
  subtitle: string;
};

export function AdminHeader({ admin, token, page, title, subtitle }: AdminHeaderProps) {
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
              {title}
            </Typography.Title>
            <Typography.Text type="secondary">{subtitle}</Typography.Text>
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
          {/* Beside the admin's name on a phone, so that the header grows no taller for them. */}
          <nav aria-label={OPERATIONS_NAV_LABEL} className="admin-header-nav">
            {page === 'dashboard' ? <SystemLink /> : <DashboardLink />}
            {page !== 'challenges' && <ChallengesLink />}
            {page !== 'audit' && <AuditLink />}
            <QueuesButton />
          </nav>
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

type PageLinkProps = {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  'aria-label'?: string;
};

/** A link to another admin page, drawn as a button: the router takes a plain click, the browser a modified one (a new tab). */
function PageLink({ to, icon, children, 'aria-label': ariaLabel }: PageLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button href={to} icon={icon} onClick={onClick} aria-label={ariaLabel}>
      {children}
    </Button>
  );
}

function SystemLink() {
  return (
    <PageLink to={ADMIN_SYSTEM_PATH} icon={<DashboardOutlined aria-hidden />}>
      {OPERATIONS_SYSTEM_LINK}
    </PageLink>
  );
}

function ChallengesLink() {
  return (
    <PageLink to={ADMIN_CHALLENGES_PATH} icon={<TrophyOutlined aria-hidden />}>
      {CHALLENGES_TITLE}
    </PageLink>
  );
}

function AuditLink() {
  return (
    <PageLink to={ADMIN_AUDIT_PATH} icon={<AuditOutlined aria-hidden />}>
      {AUDIT_LINK}
    </PageLink>
  );
}

/** 'Dashboard' beside an arrow, read out as 'Back to the dashboard'. */
function DashboardLink() {
  return (
    <PageLink to={ADMIN_DASHBOARD_PATH} icon={<ArrowLeftOutlined aria-hidden />} aria-label={SYSTEM_BACK}>
      {OPERATIONS_DASHBOARD_LINK}
    </PageLink>
  );
}

/** Mints the queue dashboard's cookie, then leaves the app for the dashboard (system-api.ts). */
function QueuesButton() {
  const { toast } = useToast();
  const open = useOpenQueueDashboardMutation();
  const onClick = () =>
    open.mutate(undefined, {
      onError: () => toast({ title: ERROR_TITLE, description: OPERATIONS_QUEUES_OPEN_FAILED, variant: 'destructive' }),
    });
  return (
    <Button icon={<UnorderedListOutlined aria-hidden />} loading={open.isPending} onClick={onClick}>
      {OPERATIONS_QUEUES_LINK}
    </Button>
  );
}
