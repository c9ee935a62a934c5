// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import PanelGuard from '@/components/panel/PanelGuard';
import { ERRORS } from '@/lib/messages';
import { CHAIN_TOOLS, canUseChainTool } from '@/lib/panel-nav';
import { makeStore } from '@/store';
import type { AuthUser } from '@/store/slices/authSlice';
import { authUser } from './auth-user';

/** Issue 21 D30: a branch admin reaches the ticket desk (scoped by the server) from the panel hub. */
const admin = authUser({ staff: [{ providerId: 'b1', providerName: 'میرداماد', role: 'admin', accessLevel: {} }] });
const noSupport = authUser({
  staff: [{ providerId: 'b1', providerName: 'میرداماد', role: 'admin', accessLevel: { support: false } }],
});
const barista = authUser({ staff: [{ providerId: 'b1', providerName: 'میرداماد', role: 'barista', accessLevel: {} }] });
const desk = CHAIN_TOOLS.find((t) => t.href === '/panel/ticket')!;

function deskPage(u: AuthUser) {
  const store = makeStore({
    auth: { state: 'user', user: u, status: null, userLevelName: null, discountBaseUserLevel: 0 },
  });
  return render(
    <Provider store={store}>
      <PanelGuard flag="support" somewhere title="میز پشتیبانی">
        {() => <p>میز</p>}
      </PanelGuard>
    </Provider>,
  );
}

afterEach(cleanup);

describe('the ticket desk for a branch admin (D30)', () => {
  it('the hub offers «میز پشتیبانی» to a branch admin with the support right, not to a barista', () => {
    expect(desk.label).toBe('میز پشتیبانی');
    expect(canUseChainTool(admin, desk)).toBe(true);
    expect(canUseChainTool(noSupport, desk)).toBe(false);
    expect(canUseChainTool(barista, desk)).toBe(false);
    expect(canUseChainTool(authUser({ accessLevel: { support: true } }), desk)).toBe(true);
  });

  it('the desk page opens for the branch admin and stays closed to a barista', () => {
    deskPage(admin);
    expect(screen.getByText('میز')).toBeTruthy();
    cleanup();
    deskPage(barista);
    expect(screen.getByRole('alert').textContent).toBe(ERRORS.FORBIDDEN.fa);
  });
});
