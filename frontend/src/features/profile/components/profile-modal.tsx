import { CameraOutlined, DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { PROFILE_SAVE_DELAY_MS } from '@tint/libs/constants';
import type { ContactMethod, EnhancedProfile, ExperienceValue, Specialty } from '@tint/libs/profile-options';
import { CONTACT_METHOD_OPTIONS, EXPERIENCE_OPTIONS, SPECIALTIES } from '@tint/libs/profile-options';
import {
  BIO_LABEL,
  BIO_PLACEHOLDER,
  CONTACT_LABEL,
  EXPERIENCE_LABEL,
  EXPERIENCE_PLACEHOLDER,
  PROFILE_MODAL_INTRO,
  PROFILE_MODAL_TITLE,
  PROFILE_PHOTO_CHOOSE,
  PROFILE_PHOTO_HINT,
  PROFILE_PHOTO_LABEL,
  PROFILE_PHOTO_REMOVE,
  PROFILE_SAVED_TEXT,
  PROFILE_SAVED_TITLE,
  SAVE_PROFILE,
  SKIP_FOR_NOW,
  SPECIALTIES_LABEL,
  WORKING_HOURS_LABEL,
  WORKING_HOURS_PLACEHOLDER,
} from '@tint/libs/texts/profile';
import { Avatar, Button, Checkbox, Form, Input, Modal, Radio, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useCloseOnBack } from '@/hooks/use-close-on-back';
import { useToast } from '@/lib/notifications';
import { loadProfile, saveProfile } from '../profile-storage';

/** antd selects show their placeholder for undefined, not for the profile's '' ("not chosen"). */
type ProfileFormValues = {
  bio?: string;
  yearsExperience?: ExperienceValue;
  specialties?: Specialty[];
  preferredContact?: ContactMethod;
  workingHours?: string;
};

function toFormValues(profile: EnhancedProfile): ProfileFormValues {
  return {
    bio: profile.bio,
    yearsExperience: profile.yearsExperience || undefined,
    specialties: profile.specialties,
    preferredContact: profile.preferredContact || undefined,
    workingHours: profile.workingHours,
  };
}

function fromFormValues(values: ProfileFormValues, photo: string | undefined): EnhancedProfile {
  return {
    bio: values.bio?.trim() ?? '',
    yearsExperience: values.yearsExperience ?? '',
    specialties: values.specialties ?? [],
    preferredContact: values.preferredContact ?? '',
    workingHours: values.workingHours?.trim() ?? '',
    profilePhoto: photo,
  };
}

/**
 * Input caps of the free-text fields. The profile lives only in this browser's storage and never
 * reaches a server (SPEC, enhanced profile), so no server validates them: they are this form's own, not libs rules.
 */
const BIO_MAX = 500;
const WORKING_HOURS_MAX = 100;

const specialtyOptions = SPECIALTIES.map((specialty) => ({ value: specialty, label: specialty }));
const experienceOptions = EXPERIENCE_OPTIONS.map((option) => ({ ...option }));
const contactOptions = CONTACT_METHOD_OPTIONS.map((option) => ({ ...option }));

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

type ProfileModalProps = {
  userId: string;
  open: boolean;
  onClose: () => void;
};

/**
 * The optional profile enhancement (SPEC 2.3): nothing is required, 'Skip for Now' closes, and 'Save
 * Profile' simulates a 1-second save before storing the profile locally (without the photo).
 */
export function ProfileModal({ userId, open, onClose }: ProfileModalProps) {
  const [saving, setSaving] = useState(false);
  // While saving the dialog cannot be closed; it closes itself when the save is done.
  useCloseOnBack(open, () => {
    if (!saving) onClose();
  });
  return (
    <Modal
      open={open}
      title={PROFILE_MODAL_TITLE}
      onCancel={saving ? undefined : onClose}
      closable={!saving}
      mask={{ closable: !saving }}
      keyboard={!saving}
      footer={null}
      destroyOnHidden
      width={600}
      className="profile-modal"
    >
      <ProfileForm userId={userId} saving={saving} onSavingChange={setSaving} onDone={onClose} />
    </Modal>
  );
}

type ProfileFormProps = {
  userId: string;
  saving: boolean;
  onSavingChange: (saving: boolean) => void;
  onDone: () => void;
};

// Mounted afresh each time the modal opens (destroyOnHidden), so it always starts from what is stored.
function ProfileForm({ userId, saving, onSavingChange, onDone }: ProfileFormProps) {
  const [form] = Form.useForm<ProfileFormValues>();
  const [initialValues] = useState(() => toFormValues(loadProfile(userId)));
  const [photo, setPhoto] = useState<string>();
  const { toast } = useToast();

  const choosePhoto = (file: File) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPhoto(reader.result);
    };
    reader.readAsDataURL(file);
    // Never uploaded: the photo is a preview only (SPEC 3).
    return false;
  };

  const save = async (values: ProfileFormValues) => {
    onSavingChange(true);
    await wait(PROFILE_SAVE_DELAY_MS);
    saveProfile(userId, fromFormValues(values, photo));
    onSavingChange(false);
    toast({ title: PROFILE_SAVED_TITLE, description: PROFILE_SAVED_TEXT, variant: 'success' });
    onDone();
  };

  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void save(values)}
      disabled={saving}
      requiredMark={false}
      className="profile-form"
    >
      <Typography.Paragraph type="secondary" className="profile-intro">
        {PROFILE_MODAL_INTRO}
      </Typography.Paragraph>

      <Form.Item label={PROFILE_PHOTO_LABEL}>
        <div className="profile-photo-row">
          <Avatar size={72} src={photo} icon={photo ? undefined : <UserOutlined aria-hidden />} alt="" className="profile-photo" />
          <div className="profile-photo-actions">
            <div className="profile-photo-buttons">
              <Upload accept="image/*" maxCount={1} showUploadList={false} beforeUpload={choosePhoto}>
                <Button icon={<CameraOutlined aria-hidden />}>{PROFILE_PHOTO_CHOOSE}</Button>
              </Upload>
              {photo && (
                <Button type="text" icon={<DeleteOutlined aria-hidden />} onClick={() => setPhoto(undefined)}>
                  {PROFILE_PHOTO_REMOVE}
                </Button>
              )}
            </div>
            <Typography.Text type="secondary" className="profile-photo-hint">
              {PROFILE_PHOTO_HINT}
            </Typography.Text>
          </div>
        </div>
      </Form.Item>

      <Form.Item label={BIO_LABEL} name="bio">
        <Input.TextArea rows={3} placeholder={BIO_PLACEHOLDER} showCount maxLength={BIO_MAX} />
      </Form.Item>

      <div className="profile-form-pair">
        <Form.Item label={EXPERIENCE_LABEL} name="yearsExperience">
          <Select allowClear placeholder={EXPERIENCE_PLACEHOLDER} options={experienceOptions} />
        </Form.Item>
        <Form.Item label={WORKING_HOURS_LABEL} name="workingHours">
          <Input placeholder={WORKING_HOURS_PLACEHOLDER} maxLength={WORKING_HOURS_MAX} />
        </Form.Item>
      </div>

      <Form.Item label={SPECIALTIES_LABEL} name="specialties">
        <Checkbox.Group options={specialtyOptions} className="profile-option-grid" />
      </Form.Item>

      <Form.Item label={CONTACT_LABEL} name="preferredContact">
        <Radio.Group options={contactOptions} className="profile-option-grid" />
      </Form.Item>

      <div className="profile-form-footer">
        <Button onClick={onDone} disabled={saving}>
          {SKIP_FOR_NOW}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving} disabled={false}>
          {SAVE_PROFILE}
        </Button>
      </div>
    </Form>
  );
}
