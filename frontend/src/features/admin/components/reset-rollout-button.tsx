import { DeleteOutlined } from '@ant-design/icons';
import { ERROR_TITLE, RESET_APPOINTMENTS_FAILED, RESET_CONFIRM, RESET_SUCCESS, SUCCESS_TITLE } from '@tint/libs/validation-messages';
import { RESET_BUTTON, RESET_OK } from '@tint/libs/texts/admin';
import { CANCEL } from '@tint/libs/texts/common';
import { App, Button } from 'antd';
import { useToast } from '@/lib/notifications';
import { reloadWithToast } from '@/lib/toast-after-reload';
import { useResetAppointmentsMutation } from '../api';

/**
 * SPEC 2.4 'Reset for Rollout': asks first, deletes every appointment, reloads the page and says so there.
 * Users, reservations and analytics stay (RULES).
 */
export function ResetRolloutButton() {
  const { modal } = App.useApp();
  const { toast } = useToast();
  const reset = useResetAppointmentsMutation();

  const confirmReset = () => {
    modal.confirm({
      title: RESET_BUTTON,
      content: RESET_CONFIRM,
      okText: RESET_OK,
      okButtonProps: { danger: true },
      cancelText: CANCEL,
      // The OK button spins until the answer; the dialog closes either way.
      onOk: async () => {
        try {
          await reset.mutateAsync();
        } catch {
          toast({ title: ERROR_TITLE, description: RESET_APPOINTMENTS_FAILED, variant: 'destructive' });
          return;
        }
        // Said on the reloaded page, where it stays its full five seconds, not in the moment before the reload.
        reloadWithToast({ title: SUCCESS_TITLE, description: RESET_SUCCESS, variant: 'success' });
      },
    });
  };

  return (
    <Button
      type="primary"
      danger
      block
      icon={<DeleteOutlined aria-hidden />}
      loading={reset.isPending || reset.isSuccess}
      onClick={confirmReset}
      className="admin-reset-button"
    >
      {RESET_BUTTON}
    </Button>
  );
}
