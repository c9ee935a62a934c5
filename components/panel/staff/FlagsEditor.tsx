import { useState } from 'react';
import type { AccessFlag, AccessLevel } from '@/lib/permissions';
import { staffErrorMessage } from './errors';
import FlagChecklist from './FlagChecklist';
import styles from './Staff.module.css';

interface Props {
  name: string;
  initial: AccessLevel;
  defaultOn: boolean;
  locked: (flag: AccessFlag) => boolean;
  /** The flags offered: a branch admin's are the flags that act at a branch (BRANCH_FLAGS), as in the add form. */
  flags?: readonly AccessFlag[];
  onSave: (level: AccessLevel) => Promise<unknown>;
  onClose: () => void;
}

/** Edits one person's flags: the checklist, save (the server's refusal shown in Persian) and cancel. */
export default function FlagsEditor({ name, initial, defaultOn, locked, flags, onSave, onClose }: Props) {
  const [value, setValue] = useState<AccessLevel>(initial);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  return (
    <section className={`card ${styles.card}`} aria-label={`ویرایش دسترسی‌های ${name}`} data-testid="flags-editor">
      <h2 className={styles.subheading}>دسترسی‌های {name}</h2>
      <FlagChecklist
        legend="دسترسی‌ها"
        idPrefix="edit"
        value={value}
        defaultOn={defaultOn}
        onChange={setValue}
        locked={locked}
        flags={flags}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={saving}
          data-testid="flags-save"
          onClick={async () => {
            setSaving(true);
            setError('');
            try {
              await onSave(value);
              onClose();
            } catch (err) {
              setError(staffErrorMessage(err));
            } finally {
              setSaving(false);
            }
          }}
        >
          ذخیره دسترسی‌ها
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          انصراف
        </button>
      </div>
    </section>
  );
}
