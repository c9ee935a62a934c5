// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { readCookie, removeCookie, writeCookie } from '@/lib/client/cookie';

// lib/client/cookie.ts stands in for js-cookie on the pages' first load: both must read what the other wrote.
describe('cookie helpers', () => {
  it('read what js-cookie wrote, write what js-cookie reads, and remove', () => {
    Cookies.set('providerId', 'a1b2-ج', { path: '/' });
    expect(readCookie('providerId')).toBe('a1b2-ج');
    writeCookie('providerId', '00000000-0000-4000-8000-000000000001', 365);
    expect(Cookies.get('providerId')).toBe('00000000-0000-4000-8000-000000000001');
    expect(readCookie('provider')).toBeUndefined();
    removeCookie('providerId');
    expect(readCookie('providerId')).toBeUndefined();
    expect(Cookies.get('providerId')).toBeUndefined();
  });
});
