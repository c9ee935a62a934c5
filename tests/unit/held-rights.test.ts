import { describe, expect, it } from 'vitest';
import { holdsChainRights, holdsEveryRightOf, holdsStaffRights, type PermissionSubject } from '@/lib/permissions';

const subject = (p: Partial<PermissionSubject>): PermissionSubject => ({
  userType: 'user',
  accessLevel: {},
  staff: [],
  ...p,
});

describe('holdsEveryRightOf: acting on an account needs every right it holds', () => {
  const superAdmin = subject({ userType: 'superAdmin' });
  const usersOnly = subject({ accessLevel: { users: true } });
  const usersWallet = subject({ accessLevel: { users: true, wallet: true } });
  const branchAdmin = subject({ staff: [{ providerId: 'p1', role: 'admin', accessLevel: { wallet: false } }] });
  const cases: [string, PermissionSubject, Parameters<typeof holdsEveryRightOf>[1], boolean][] = [
    ['a super admin covers a super admin', superAdmin, { userType: 'superAdmin' }, true],
    ['only a super admin covers a super admin', usersWallet, { userType: 'superAdmin' }, false],
    ['a users admin does not cover a wallet admin', usersOnly, { accessLevel: { wallet: true } }, false],
    ['a users+wallet admin covers a wallet admin', usersWallet, { accessLevel: { wallet: true } }, true],
    [
      'a chain-wide flag is not covered by the same flag at a branch',
      branchAdmin,
      { accessLevel: { orders: true } },
      false,
    ],
    [
      'a general admin with two flags does not cover a branch admin',
      usersWallet,
      { staff: [{ providerId: 'p1', role: 'admin', accessLevel: {} }] },
      false,
    ],
    [
      'a branch admin covers a barista of their branch',
      branchAdmin,
      { staff: [{ providerId: 'p1', role: 'barista', accessLevel: {} }] },
      true,
    ],
    [
      'but not a barista of another branch',
      branchAdmin,
      { staff: [{ providerId: 'p2', role: 'barista', accessLevel: {} }] },
      false,
    ],
    [
      'a flag switched off at the branch is not held there',
      branchAdmin,
      { staff: [{ providerId: 'p1', role: 'admin', accessLevel: {} }] },
      false,
    ],
    [
      'a branch admin covers one with fewer flags',
      branchAdmin,
      { staff: [{ providerId: 'p1', role: 'admin', accessLevel: { wallet: false, menu: false } }] },
      true,
    ],
    ['anyone covers a customer', usersOnly, {}, true],
  ];
  it.each(cases)('%s', (_name, actor, target, expected) => expect(holdsEveryRightOf(actor, target)).toBe(expected));

  it('tells chain-level accounts from branch staff and customers', () => {
    expect(holdsChainRights({ userType: 'superAdmin' })).toBe(true);
    expect(holdsChainRights({ accessLevel: { faq: true } })).toBe(true);
    expect(
      holdsChainRights({ accessLevel: { faq: false }, staff: [{ providerId: 'p1', role: 'admin', accessLevel: {} }] }),
    ).toBe(false);
    expect(holdsStaffRights({ staff: [{ providerId: 'p1', role: 'barista', accessLevel: {} }] })).toBe(true);
    expect(holdsStaffRights({ accessLevel: null, staff: [] })).toBe(false);
  });
});
