import { useCallback, useEffect, useRef, useState } from 'react';
import { toPersianDigits } from '@/lib/digits';
import { printHref } from './OrderCard';
import styles from './BoardExtras.module.css';

const TITLE_COUNT = /^\([۰-۹0-9]+\) /;

/** The browser tab's title starts with how many orders are new: «(۳) سفارش‌ها · …», for a board in a background tab. */
export function useNewOrdersTitle(newCount: number | undefined): void {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(TITLE_COUNT, '');
      const next = newCount ? `(${toPersianDigits(newCount)}) ${base}` : base;
      if (document.title !== next) document.title = next;
    };
    apply();
    // The page's own title may be set after this (PanelGuard): keep the count in front of it.
    const head = document.querySelector('title');
    const observer = head ? new MutationObserver(apply) : null;
    if (head) observer!.observe(head, { childList: true, characterData: true, subtree: true });
    return () => {
      observer?.disconnect();
      document.title = document.title.replace(TITLE_COUNT, '');
    };
  }, [newCount]);
}

const key = (providerId: string) => `hk-auto-print:${providerId}`;

/**
 * Printing each new order's receipt without a click, switched on per device (the counter's
 * computer beside the printer, not every phone signed in as staff). The receipt loads in a hidden
 * frame that prints itself (`auto=1` on the print page).
 */
export function useAutoPrint(providerId: string) {
  // The board renders only in the browser (after the staff check), so the device's choice is read at once.
  const [on, setOn] = useState(() => {
    try {
      return typeof window !== 'undefined' && window.localStorage.getItem(key(providerId)) === '1';
    } catch {
      return false;
    }
  });
  const frames = useRef<HTMLIFrameElement[]>([]);
  useEffect(
    () => () => {
      frames.current.forEach((f) => f.remove());
    },
    [],
  );
  const toggle = useCallback(() => {
    setOn((was) => {
      try {
        window.localStorage.setItem(key(providerId), was ? '0' : '1');
      } catch {
        // Private mode: the switch lasts for this page only.
      }
      return !was;
    });
  }, [providerId]);
  const print = useCallback(
    (orderId: string) => {
      const frame = document.createElement('iframe');
      frame.src = `${printHref(providerId, orderId)}&auto=1`;
      frame.title = 'چاپ خودکار فاکتور';
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      frame.dataset.testid = 'auto-print-frame';
      frame.style.cssText = 'position:fixed;width:0;height:0;border:0;inset-inline-start:-9999px;';
      document.body.appendChild(frame);
      frames.current.push(frame);
      // Gone after a minute; the print dialog has long taken what it needs.
      setTimeout(() => {
        frame.remove();
        frames.current = frames.current.filter((f) => f !== frame);
      }, 60_000);
    },
    [providerId],
  );
  return { on, toggle, print };
}

/** The board's «چاپ خودکار» switch. */
export function AutoPrintSwitch({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <label className={styles.switch}>
      <input type="checkbox" role="switch" checked={on} onChange={onToggle} data-testid="auto-print-toggle" />
      <span>چاپ خودکار سفارش‌های جدید</span>
    </label>
  );
}
