import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

interface Props {
  title?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** 'sheet' slides up from the bottom on phones; 'dialog' stays centred. */
  variant?: 'sheet' | 'dialog';
  /** Label for screen readers when there is no visible title. */
  ariaLabel?: string;
  /** Whether the backdrop and Escape close it (off for flows that must be finished or cancelled). */
  dismissible?: boolean;
}

/** The open modal frames, oldest first: Escape and Tab belong to the one on top. */
const openFrames: HTMLElement[] = [];

/** The one modal frame: focus moves in and back out, Escape and the backdrop close it, Tab stays inside. */
export default function Modal({
  title,
  onClose,
  children,
  footer,
  variant = 'sheet',
  ariaLabel,
  dismissible = true,
}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const node = ref.current;
    if (!node) return;
    openFrames.push(node);
    const first = node.querySelector<HTMLElement>(
      '[data-autofocus], input, button:not([data-close]), [href], select, textarea',
    );
    (first ?? node).focus();
    document.body.style.overflow = 'hidden';
    // On the document, not the frame: a button that replaced itself (add → stepper) leaves focus on
    // the page's body, and Escape must still close the sheet.
    const onKey = (e: KeyboardEvent) => {
      if (openFrames[openFrames.length - 1] !== node) return;
      if (e.key === 'Escape' && dismissible) {
        e.stopPropagation();
        onClose();
        return;
      }
      if (e.key === 'Tab' && !node.contains(document.activeElement)) {
        e.preventDefault();
        node.focus();
        return;
      }
      if (e.key === 'Tab') {
        const focusables = [
          ...node.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
          ),
        ];
        if (!focusables.length) return;
        const firstEl = focusables[0];
        const lastEl = focusables[focusables.length - 1];
        if (e.shiftKey && document.activeElement === firstEl) {
          e.preventDefault();
          lastEl.focus();
        } else if (!e.shiftKey && document.activeElement === lastEl) {
          e.preventDefault();
          firstEl.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openFrames.splice(openFrames.indexOf(node), 1);
      if (!openFrames.length) document.body.style.overflow = '';
      // Back to what opened it (the card, the pay button), when it is still on the page.
      if (previous?.isConnected) previous.focus?.();
    };
  }, [onClose, dismissible]);

  return (
    <div className={styles.backdrop} onMouseDown={(e) => dismissible && e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={`${styles.panel} ${variant === 'dialog' ? styles.dialog : styles.sheet}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
      >
        {(title || dismissible) && (
          <div className={styles.head}>
            {title ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : (
              <span />
            )}
            {dismissible && (
              <button type="button" data-close className={styles.close} onClick={onClose} aria-label="بستن">
                ×
              </button>
            )}
          </div>
        )}
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
