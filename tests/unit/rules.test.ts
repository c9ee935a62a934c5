import { describe, expect, it } from 'vitest';
import { can, canSomewhere, panelProviders, type PermissionSubject } from '@/lib/permissions';
import { canMoveStatus } from '@/lib/contracts/order';

const user = (over: Partial<PermissionSubject> = {}): PermissionSubject => ({
  userType: 'user',
  accessLevel: {},
  staff: [],
  ...over,
});

describe('permissions', () => {
  it('lets a super admin pass every check', () => {
    expect(can(user({ userType: 'superAdmin' }), 'orders', 'p1')).toBe(true);
    expect(can(user({ userType: 'superAdmin' }), 'blog')).toBe(true);
    expect(panelProviders(user({ userType: 'superAdmin' }))).toBeNull();
  });
  it('uses the accessLevel map for global flags', () => {
    expect(can(user({ accessLevel: { support: true } }), 'support')).toBe(true);
    expect(can(user({ accessLevel: { support: true } }), 'blog')).toBe(false);
    expect(can(null, 'orders', 'p1')).toBe(false);
  });
  it('gives provider admins their branch unless a flag is turned off, and baristas only orders and shifts', () => {
    const admin = user({ staff: [{ providerId: 'p1', role: 'admin', accessLevel: { vouchers: false } }] });
    expect(can(admin, 'menu', 'p1')).toBe(true);
    expect(can(admin, 'vouchers', 'p1')).toBe(false);
    expect(can(admin, 'menu', 'p2')).toBe(false);
    expect(can(admin, 'menu')).toBe(false);
    const barista = user({ staff: [{ providerId: 'p1', role: 'barista', accessLevel: {} }] });
    expect(can(barista, 'orders', 'p1')).toBe(true);
    expect(can(barista, 'menu', 'p1')).toBe(false);
    expect(panelProviders(barista)).toEqual(['p1']);
  });
  it('says whether a flag is held anywhere: the coarse check before a staff route reads its input (issue 22)', () => {
    expect(canSomewhere(null, 'menu')).toBe(false);
    expect(canSomewhere(user(), 'orders')).toBe(false);
    expect(canSomewhere(user({ userType: 'superAdmin' }), 'wallet')).toBe(true);
    expect(canSomewhere(user({ accessLevel: { blog: true } }), 'blog')).toBe(true);
    const admin = user({ staff: [{ providerId: 'p1', role: 'admin', accessLevel: { vouchers: false } }] });
    expect(canSomewhere(admin, 'menu')).toBe(true);
    expect(canSomewhere(admin, 'vouchers')).toBe(false);
    const barista = user({ staff: [{ providerId: 'p1', role: 'barista', accessLevel: { menu: true } }] });
    expect(canSomewhere(barista, 'orders')).toBe(true);
    expect(canSomewhere(barista, 'itemStatus')).toBe(true);
    expect(canSomewhere(barista, 'menu')).toBe(false);
  });
});

describe('order status moves', () => {
  it('goes forward only, cancels only before ready, and never leaves a final state', () => {
    expect(canMoveStatus('new', 'accepted')).toBe(true);
    expect(canMoveStatus('new', 'ready')).toBe(true);
    expect(canMoveStatus('accepted', 'new')).toBe(false);
    expect(canMoveStatus('preparing', 'canceled')).toBe(true);
    expect(canMoveStatus('ready', 'canceled')).toBe(false);
    expect(canMoveStatus('delivered', 'canceled')).toBe(false);
    expect(canMoveStatus('canceled', 'new')).toBe(false);
    expect(canMoveStatus('awaitingPayment', 'accepted')).toBe(false);
    expect(canMoveStatus('awaitingPayment', 'canceled')).toBe(true);
  });
});
