import type { ReactNode } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useCloseOnBack } from '@/hooks/use-close-on-back';

type CelebrationModalProps = {
  open: boolean;
  title: ReactNode;
  intro: ReactNode;
  introClassName?: string;
  /** The one button, which closes it. */
  dismissText: string;
  /** The pop-up's own class (its list's look lives with its feature). */
  rootClassName: string;
  onClose: () => void;
  /** What is celebrated: a list that scrolls when long (give it tabIndex 0, so a keyboard can scroll it too). */
  children: ReactNode;
};

/** A pop-up that announces what was just earned (new badges, completed challenges): Back or its one button closes it. */
export function CelebrationModal({ open, title, intro, introClassName, dismissText, rootClassName, onClose, children }: CelebrationModalProps) {
  useCloseOnBack(open, onClose);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      centered
      width={420}
      rootClassName={rootClassName}
      footer={
        <Button type="primary" block size="large" onClick={onClose}>
          {dismissText}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" className={introClassName}>
        {intro}
      </Typography.Paragraph>
      {children}
    </Modal>
  );
}
