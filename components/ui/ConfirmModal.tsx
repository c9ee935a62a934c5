import { useCallback, useEffect, useRef } from 'react';
import Modal from '@/components/ui/Modal';
import type { ModalProps } from '@/components/ui/ModalHost';
import { resolveConfirm, type ConfirmOptions } from '@/store/slices/confirmBus';
import { useStableCallback } from '@/components/layout/hooks';
import styles from './DialogText.module.css';

export type ConfirmModalProps = ConfirmOptions & { confirmId: string };

/**
 * A yes/no question. The answer goes back through the confirm bus (askConfirm), so the modal's
 * redux props stay serialisable; Escape, the backdrop and × count as 'no'.
 */
// Props are optional in the signature because the modal host hands over a loose record; askConfirm always sets both.
export default function ConfirmModal({
  onClose: hostClose,
  title,
  message = '',
  confirmText = 'تایید',
  cancelText = 'انصراف',
  danger = false,
  confirmId = '',
}: ModalProps & Partial<ConfirmModalProps>) {
  const onClose = useStableCallback(hostClose);
  const mounted = useRef(false);
  const answer = useCallback(
    (value: boolean) => {
      resolveConfirm(confirmId, value);
      onClose();
    },
    [confirmId, onClose],
  );
  const cancel = useCallback(() => answer(false), [answer]);

  // Closed from outside (e.g. closeAll): answer 'no' so the caller's promise settles. The delay lets
  // React's development double mount pass without answering.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (!mounted.current) resolveConfirm(confirmId, false);
      }, 0);
    };
  }, [confirmId]);

  return (
    <Modal
      variant="dialog"
      title={title}
      ariaLabel={title ? undefined : message}
      onClose={cancel}
      footer={
        <>
          <button
            type="button"
            className={`btn btn-block ${danger ? 'btn-danger' : 'btn-primary'}`}
            onClick={() => answer(true)}
            data-testid="confirm-yes"
          >
            {confirmText}
          </button>
          <button type="button" className="btn btn-outline btn-block" onClick={cancel} data-testid="confirm-no">
            {cancelText}
          </button>
        </>
      }
    >
      <p className={styles.text} data-testid="confirm-message">
        {message}
      </p>
    </Modal>
  );
}
