import { useState } from 'react';

/** Copies `text` to the clipboard and says so for two seconds (a voucher code, a referral code). */
export default function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <button type="button" className="btn btn-sm btn-ghost" onClick={copy} aria-live="polite">
      {copied ? 'کپی شد' : label}
    </button>
  );
}
