import type { ReactNode } from 'react';
import PanelGuard, { PanelNotice } from '@/components/panel/PanelGuard';
import { can } from '@/lib/permissions';
import { ERRORS } from '@/lib/messages';
import type { AuthUser } from '@/store/slices/authSlice';

/** The desk's pages: signed-in support staff only (the server checks the same flag on every call). */
export default function SupportGuard({ title, waiting, children }: { title: string; waiting?: boolean; children: (user: AuthUser) => ReactNode }) {
  return (
    <PanelGuard title={title} flag="support" waiting={waiting}>
      {(user) => (can(user, 'support') ? children(user) : <div className="container"><PanelNotice tone="error">{ERRORS.FORBIDDEN.fa}</PanelNotice></div>)}
    </PanelGuard>
  );
}
