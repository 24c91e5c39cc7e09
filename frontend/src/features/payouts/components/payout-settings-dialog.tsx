import { SaveOutlined } from '@ant-design/icons';
import type { PayoutMethod, PayoutProfile } from '@tint/libs/api-types';
import { DEFAULT_PAYOUT_METHOD, PAYOUT_METHODS, PAYOUT_METHOD_LABELS } from '@tint/libs/constants';
import { handleRequired, LEGAL_NAME_MAX, PAYOUT_HANDLE_MAX } from '@tint/libs/payout-profile';
import { CANCEL } from '@tint/libs/texts/common';
import {
  LEGAL_NAME_FIELD,
  LEGAL_NAME_PLACEHOLDER,
  PAYOUT_HANDLE_FIELD,
  PAYOUT_HANDLE_PLACEHOLDERS,
  PAYOUT_METHOD_FIELD,
  PAYOUT_SETTINGS_SAVE_FAILED,
  PAYOUT_SETTINGS_SAVED,
  PAYOUT_SETTINGS_TEXT,
  PAYOUT_SETTINGS_TITLE,
  SAVE_PAYOUT_SETTINGS,
} from '@tint/libs/texts/payout-settings';
import { SUCCESS_TITLE } from '@tint/libs/validation-messages';
import { LEGAL_NAME_REQUIRED, PAYOUT_HANDLE_REQUIRED } from '@tint/libs/texts/payout-settings';
import { Alert, Button, Form, Input, Modal, Select, Typography } from 'antd';
import { useLayoutEffect } from 'react';
import { apiErrorMessage } from '@/lib/api-client';
import { useToast } from '@/lib/notifications';
import { useSetPayoutProfileMutation } from '../api';

type Values = { payoutMethod: PayoutMethod; handle?: string; legalName: string };

const methodOptions = PAYOUT_METHODS.map((method) => ({ value: method, label: PAYOUT_METHOD_LABELS[method] }));

type PayoutSettingsDialogProps = {
  open: boolean;
  /** What is saved now (null: nothing yet, the form starts on venmo). */
  profile: PayoutProfile | null;
  onClose: () => void;
};

/**
 * Issue 20, Payout Settings: how the salesperson wants to be paid. The server checks the same rules (a handle for
 * venmo, paypal and zelle; a legal name) and its message shows here when it refuses.
 */
export function PayoutSettingsDialog({ open, profile, onClose }: PayoutSettingsDialogProps) {
  const [form] = Form.useForm<Values>();
  const save = useSetPayoutProfileMutation();
  const { toast } = useToast();
  const method = Form.useWatch('payoutMethod', form) ?? profile?.payoutMethod ?? DEFAULT_PAYOUT_METHOD;

  // Each opening starts from what is saved, set before the dialog is painted: nothing picked in it can be undone by it.
  useLayoutEffect(() => {
    if (!open) return;
    save.reset();
    form.setFieldsValue({ payoutMethod: profile?.payoutMethod ?? DEFAULT_PAYOUT_METHOD, handle: profile?.handle ?? '', legalName: profile?.legalName ?? '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when it opens: a refetch meanwhile must not wipe what is being typed
  }, [open]);

  const onFinish = (values: Values) => {
    const handle = values.handle?.trim() ?? '';
    save.mutate(
      { payoutMethod: values.payoutMethod, handle: handle === '' ? null : handle, legalName: values.legalName.trim() },
      {
        onSuccess: () => {
          toast({ title: SUCCESS_TITLE, description: PAYOUT_SETTINGS_SAVED, variant: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={PAYOUT_SETTINGS_TITLE}
      onCancel={save.isPending ? undefined : onClose}
      closable={!save.isPending}
      mask={{ closable: !save.isPending }}
      width={480}
      forceRender
      footer={[
        <Button key="cancel" size="large" onClick={onClose} disabled={save.isPending}>
          {CANCEL}
        </Button>,
        <Button key="save" size="large" type="primary" icon={<SaveOutlined aria-hidden />} loading={save.isPending} onClick={() => form.submit()}>
          {SAVE_PAYOUT_SETTINGS}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{PAYOUT_SETTINGS_TEXT}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} className="payout-settings-form">
        <Form.Item label={PAYOUT_METHOD_FIELD} name="payoutMethod">
          <Select<PayoutMethod> options={methodOptions} size="large" />
        </Form.Item>
        <Form.Item
          label={PAYOUT_HANDLE_FIELD}
          name="handle"
          dependencies={['payoutMethod']}
          rules={[{ required: handleRequired(method), whitespace: true, message: PAYOUT_HANDLE_REQUIRED }]}
        >
          <Input size="large" maxLength={PAYOUT_HANDLE_MAX} placeholder={PAYOUT_HANDLE_PLACEHOLDERS[method]} autoComplete="off" />
        </Form.Item>
        <Form.Item label={LEGAL_NAME_FIELD} name="legalName" rules={[{ required: true, whitespace: true, message: LEGAL_NAME_REQUIRED }]}>
          <Input size="large" maxLength={LEGAL_NAME_MAX} placeholder={LEGAL_NAME_PLACEHOLDER} autoComplete="name" />
        </Form.Item>
        {save.isError && <Alert type="error" showIcon role="alert" title={PAYOUT_SETTINGS_SAVE_FAILED} description={apiErrorMessage(save.error) ?? undefined} />}
      </Form>
    </Modal>
  );
}
