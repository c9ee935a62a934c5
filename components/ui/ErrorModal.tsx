import Modal from '@/components/ui/Modal';
import type { ModalProps } from '@/components/ui/ModalHost';
import { describeError } from '@/api-client';
import { UI_ERRORS } from '@/lib/messages/ui';
import { useStableCallback } from '@/components/layout/hooks';
import styles from './DialogText.module.css';

export interface ErrorModalProps {
  /** The text to show; wins over `error`. */
  message?: string;
  /** A failed request (axios or RTK Query error): its text follows the spec's rule (describeError). */
  error?: unknown;
  /** Overrides the title, e.g. 'خطا!' for store-driven server errors. */
  title?: string;
}

const PERSIAN = /[\u0600-\u06FF]/;

/** The error modal: 'خطا' over a Persian message, 'Error' over any other, and one 'بستن' button. */
export default function ErrorModal({ onClose: hostClose, message, error, title }: ModalProps & ErrorModalProps) {
  const onClose = useStableCallback(hostClose);
  const text = message?.trim() || (error !== undefined ? describeError(error).message : UI_ERRORS.unknown);
  const heading = title ?? (PERSIAN.test(text) ? UI_ERRORS.errorTitleFa : UI_ERRORS.errorTitleEn);
  return (
    <Modal
      variant="dialog"
      title={heading}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-primary btn-block" onClick={onClose} data-testid="error-close">
          {UI_ERRORS.close}
        </button>
      }
    >
      <p className={styles.text} role="alert" dir="auto" data-testid="error-message">
        {text}
      </p>
    </Modal>
  );
}
