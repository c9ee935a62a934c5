import { useState } from 'react';
import AdminTable, { type Column, type RowAction } from '@/components/ui/AdminTable';
import EmptyState from '@/components/ui/EmptyState';
import type { AdminView, StaffView } from '@/lib/contracts/staff';
import { providerAdminFlags } from '@/lib/contracts/staff';
import { ACCESS_FLAGS, BRANCH_FLAGS, can, type AccessLevel, type StaffRole } from '@/lib/permissions';
import { ACCESS_FLAG_LABELS } from '@/lib/messages/staff';
import { phoneForDisplay } from './format';
import type { AuthUser } from '@/store/slices/authSlice';
import {
  useAdminsQuery,
  useBranchStaffQuery,
  useEditAdminMutation,
  useEditStaffMutation,
  useRemoveAdminMutation,
  useRemoveStaffMutation,
} from '@/store/api/staff';
import FlagsEditor from './FlagsEditor';
import styles from './Staff.module.css';

type Person = AdminView | StaffView;

const nameOf = (p: Person) =>
  ('name' in p && p.name) || [p.firstName, p.lastName].filter(Boolean).join(' ') || 'بدون نام';

function flagSummary(p: Person, kind: 'general' | StaffRole) {
  if (kind === 'barista') return <span className={styles.muted}>سفارش‌ها و شیفت‌ها</span>;
  if ('userType' in p && p.userType === 'superAdmin') return <span className="badge">مدیر کل (همه دسترسی‌ها)</span>;
  const on =
    kind === 'admin' ? providerAdminFlags(p.accessLevel) : ACCESS_FLAGS.filter((f) => p.accessLevel[f] === true);
  if (on.length === ACCESS_FLAGS.length) return <span className="badge">همه دسترسی‌ها</span>;
  return <span className={styles.chips}>{on.map((f) => ACCESS_FLAG_LABELS[f]).join('، ') || '—'}</span>;
}

interface Props {
  kind: 'general' | StaffRole;
  user: AuthUser;
  providerId?: string;
  caption: string;
}

/** General admins, or one branch's admins or baristas: who, their flags, edit flags and remove (confirmed). */
export default function StaffTable({ kind, user, providerId, caption }: Props) {
  const general = useAdminsQuery(undefined, { skip: kind !== 'general' });
  const branch = useBranchStaffQuery(
    { providerId: providerId ?? '', role: kind === 'general' ? 'admin' : kind },
    { skip: kind === 'general' || !providerId },
  );
  const [editAdmin] = useEditAdminMutation();
  const [editStaff] = useEditStaffMutation();
  const [removeAdmin] = useRemoveAdminMutation();
  const [removeStaff] = useRemoveStaffMutation();
  const [editing, setEditing] = useState<Person | null>(null);

  const columns: Column<Person>[] = [
    { header: 'نام', cell: nameOf },
    { header: 'موبایل', cell: (p) => <span className={styles.ltr}>{phoneForDisplay(p.phone)}</span> },
    { header: kind === 'barista' ? 'کارها' : 'دسترسی‌ها', cell: (p) => flagSummary(p, kind), wrap: true },
  ];
  const mine = (p: Person) => p._id === user._id;
  const actions: RowAction<Person>[] = [];
  if (kind !== 'barista') {
    actions.push({ label: 'ویرایش دسترسی‌ها', onClick: (p) => setEditing(p), testId: 'edit-flags' });
  }
  actions.push({
    label: 'حذف',
    testId: 'remove-staff',
    confirm: (p) => ({
      title: 'حذف',
      message: `${nameOf(p)} از ${kind === 'barista' ? 'باریستاها' : 'مدیران'} حذف شود؟`,
      confirmText: 'حذف',
      danger: true,
    }),
    onClick: (p) =>
      kind === 'general'
        ? removeAdmin({ userId: p._id }).unwrap()
        : removeStaff({ providerId: providerId!, userId: p._id, role: kind }).unwrap(),
  });

  const save = (p: Person, level: AccessLevel) =>
    kind === 'general'
      ? editAdmin({ userId: p._id, accessLevel: level }).unwrap()
      : editStaff({ providerId: providerId!, userId: p._id, role: 'admin', accessLevel: level }).unwrap();

  const empty = (
    <EmptyState title={kind === 'barista' ? 'هنوز باریستایی ثبت نشده است.' : 'هنوز ادمینی ثبت نشده است.'} />
  );
  return (
    <>
      {editing && (
        <FlagsEditor
          key={editing._id}
          name={nameOf(editing)}
          initial={editing.accessLevel}
          defaultOn={kind === 'admin'}
          flags={kind === 'admin' ? BRANCH_FLAGS : ACCESS_FLAGS}
          locked={(f) => mine(editing) || !can(user, f, providerId)}
          onSave={(level) => save(editing, level)}
          onClose={() => setEditing(null)}
        />
      )}
      {kind === 'general' ? (
        <AdminTable
          query={general}
          rows={(d) => d.admins as Person[]}
          rowKey={(p) => p._id}
          columns={columns}
          actions={actions}
          caption={caption}
          empty={empty}
          testId={`staff-${kind}`}
          rowTestId={`staff-row-${kind}`}
        />
      ) : (
        <AdminTable
          query={branch}
          rows={(d) => d as Person[]}
          rowKey={(p) => p._id}
          columns={columns}
          actions={actions}
          caption={caption}
          empty={empty}
          testId={`staff-${kind}`}
          rowTestId={`staff-row-${kind}`}
        />
      )}
    </>
  );
}
