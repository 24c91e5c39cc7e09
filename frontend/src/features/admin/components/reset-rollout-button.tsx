import { DeleteOutlined } from '@ant-design/icons';
import { ERROR_TITLE, RESET_APPOINTMENTS_FAILED, RESET_CONFIRM, RESET_SUCCESS, SUCCESS_TITLE } from '@tint/libs/validation-messages';
import { RESET_BUTTON, RESET_OK } from '@tint/libs/texts/admin';
import { CANCEL } from '@tint/libs/texts/common';
import { App, Button } from 'antd';
import { useToast } from '@/lib/notifications';
import { useResetAppointmentsMutation } from '../api';

/** Long enough to read the success message before the page reloads. */
export const RESET_RELOAD_DELAY_MS = 1000;

/**
 * SPEC 2.4 'Reset for Rollout': asks first, deletes every appointment, says so and reloads the page.
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
        toast({ title: SUCCESS_TITLE, description: RESET_SUCCESS, variant: 'success' });
        window.setTimeout(() => window.location.reload(), RESET_RELOAD_DELAY_MS);
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
