import type { AdminSalesperson } from '@tint/libs/api-types';
import { formatAmount, formatMoney } from '@tint/libs/money';
import { fullName } from '@tint/libs/names';
import { cashBonusesCents } from '@tint/libs/rewards';
import { LOADING_APPOINTMENTS, NO_APPOINTMENTS_FOUND } from '@tint/libs/validation-messages';
import { DeleteOutlined } from '@ant-design/icons';
import { ERASE_OK, ERASE_SALESPERSON, ERASE_SALESPERSON_CONFIRM, ERASED_TITLE, ERASURE_FAILED, FORMER_SALESPERSON_NAME, SALESPERSON_ERASED_TEXT } from '@tint/libs/texts/privacy';
import { ERROR_TITLE } from '@tint/libs/validation-messages';
import { Button, Empty, Modal, Popconfirm, Spin, Typography } from 'antd';
import { apiErrorMessage } from '@/lib/api-client';
import { useToast } from '@/lib/notifications';
import { LoadError } from '@/components/load-error';
import {
  APPOINTMENTS_LOAD_FAILED,
  CASH_BONUSES_EARNED,
  DETAILS_SUBTITLE,
  DETAILS_TITLE,
  GIFT_CARDS_EARNED,
  MTD_COMMISSION,
  SHOW_MORE_APPOINTMENTS,
  YTD_COMMISSION,
  allAppointmentsHeading,
  appointmentsShown,
  cashBonusesEarnedValue,
} from '@tint/libs/texts/admin';
import { CANCEL, COMPANY_LABEL, EMAIL_LABEL, RETRY } from '@tint/libs/texts/common';
import { useEraseSubjectMutation, useUserAppointments } from '../api';
import { AppointmentCard } from './appointment-card';
import { TierBadge } from './tier-badge';

function UserAppointments({ userId }: { userId: string }) {
  const appointments = useUserAppointments(userId);

  if (appointments.isPending) {
    return (
      <div className="admin-details-loading" role="status">
        <Spin size="small" /> {LOADING_APPOINTMENTS}
      </div>
    );
  }
  if (appointments.isError) {
    return (
      <LoadError
        title={APPOINTMENTS_LOAD_FAILED}
        error={appointments.error}
        retryLabel={RETRY}
        onRetry={() => void appointments.refetch()}
      />
    );
  }
  const shown = appointments.data.pages.flatMap((page) => page.appointments);
  const total = appointments.data.pages[0]?.total ?? shown.length;
  if (shown.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_APPOINTMENTS_FOUND} />;
  }
  return (
    <section aria-label={allAppointmentsHeading(total)}>
      <Typography.Title level={3} className="admin-details-heading">
        {allAppointmentsHeading(total)}
      </Typography.Title>
      <ul className="admin-appointment-list">
        {shown.map((appointment) => (
          <AppointmentCard key={appointment.id} appointment={appointment} userId={userId} />
        ))}
      </ul>
      {appointments.hasNextPage && (
        <div className="admin-details-more">
          <Typography.Text type="secondary">{appointmentsShown(shown.length, total)}</Typography.Text>
          <Button loading={appointments.isFetchingNextPage} onClick={() => void appointments.fetchNextPage()}>
            {SHOW_MORE_APPOINTMENTS}
          </Button>
        </div>
      )}
    </section>
  );
}

/** Issue 17: the admin erases the salesperson (their key, their account); the dialog closes on the users list, refreshed. */
function EraseSalespersonButton({ user, onErased }: { user: AdminSalesperson; onErased: () => void }) {
  const erase = useEraseSubjectMutation();
  const { toast } = useToast();
  if (fullName(user.firstName, user.lastName) === FORMER_SALESPERSON_NAME) return null;
  const confirm = () =>
    erase.mutate(
      { subjectType: 'salesperson', subjectId: user.id },
      {
        onSuccess: () => {
          toast({ title: ERASED_TITLE, description: SALESPERSON_ERASED_TEXT, variant: 'success' });
          onErased();
        },
        onError: (error) => toast({ title: ERROR_TITLE, description: apiErrorMessage(error) ?? ERASURE_FAILED, variant: 'destructive' }),
      },
    );
  return (
    <Popconfirm title={ERASE_SALESPERSON_CONFIRM} okText={ERASE_OK} okButtonProps={{ danger: true }} cancelText={CANCEL} onConfirm={confirm}>
      <Button danger size="small" icon={<DeleteOutlined aria-hidden />} loading={erase.isPending} className="admin-erase-salesperson">
        {ERASE_SALESPERSON}
      </Button>
    </Popconfirm>
  );
}

type UserDetailsModalProps = {
  user: AdminSalesperson | null;
  onClose: () => void;
};

/** SPEC 2.4 'Appointment Details': the salesperson's figures and every appointment, with its statuses. */
export function UserDetailsModal({ user, onClose }: UserDetailsModalProps) {
  return (
    <Modal
      open={user !== null}
      title={DETAILS_TITLE}
      onCancel={onClose}
      footer={null}
      width={{ xs: '100%', md: 880, xl: 960 }}
      destroyOnHidden
      className="admin-details-modal"
    >
      {user && (
        <div className="admin-details">
          <Typography.Paragraph type="secondary" className="admin-details-subtitle">
            {DETAILS_SUBTITLE}
          </Typography.Paragraph>
          <div className="admin-details-person">
            <Typography.Text strong className="admin-details-name">
              {fullName(user.firstName, user.lastName)}
            </Typography.Text>
            <TierBadge tier={user.tier} />
            <EraseSalespersonButton user={user} onErased={onClose} />
          </div>
          <dl className="admin-facts admin-facts-row admin-details-facts">
            <div>
              <dt>{EMAIL_LABEL}</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>{COMPANY_LABEL}</dt>
              <dd>{user.company}</dd>
            </div>
            <div>
              <dt>{MTD_COMMISSION}</dt>
              <dd className="admin-money">{formatAmount(user.mtdCommission)}</dd>
            </div>
            <div>
              <dt>{YTD_COMMISSION}</dt>
              <dd className="admin-money">{formatAmount(user.ytdCommission)}</dd>
            </div>
            <div>
              <dt>{CASH_BONUSES_EARNED}</dt>
              <dd>{cashBonusesEarnedValue(user.cashBonusesEarned, formatMoney(cashBonusesCents(user.cashBonusesEarned)))}</dd>
            </div>
            <div>
              <dt>{GIFT_CARDS_EARNED}</dt>
              <dd>{user.giftCardsEarned}</dd>
            </div>
          </dl>
          <UserAppointments userId={user.id} />
        </div>
      )}
    </Modal>
  );
}
