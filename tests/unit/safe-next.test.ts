import { describe, expect, it } from 'vitest';
import { safeNext } from '@/components/auth/safe-next';

describe('safeNext: where sign-in may continue to', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeNext('/menu/abc')).toBe('/menu/abc');
    expect(safeNext('/orders/1?x=1#top')).toBe('/orders/1?x=1#top');
    expect(safeNext(['/profile', '/evil'])).toBe('/profile');
    expect(safeNext('/blog/%D8%B3%D9%84%D8%A7%D9%85')).toBe('/blog/%D8%B3%D9%84%D8%A7%D9%85');
    expect(safeNext('/search?q=a%20b')).toBe('/search?q=a%20b');
  });

  // Each of these has been used to leave a site through a "same-site" redirect check.
  const bypasses = [
    '//evil.example',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/%09/evil.example/',
    '/\t/evil.example/',
    '/\n/evil.example',
    '/\r/evil.example',
    '/%0a/evil.example',
    '/%0d/evil.example',
    '/%00/evil.example',
    '/%2F/evil.example',
    '/%2f/evil.example',
    '/%5C/evil.example',
    '/%5c%5cevil.example',
    '/%252F/evil.example',
    '/%25252F%25252Fevil.example',
    '/%E0%A4%A',
    'http://evil.example',
    'https://evil.example/menu',
    'http:evil.example',
    'http:/evil.example',
    '//evil.example@localhost',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '\t//evil.example',
    ' //evil.example',
    '/\u2028/evil.example',
    '/\u0085/evil.example',
    'evil.example',
    '',
  ];
  it.each(bypasses)('refuses %j', (value) => {
    expect(safeNext(value)).toBe('/menu');
  });

  it('refuses non-strings and uses the given fallback', () => {
    expect(safeNext(undefined)).toBe('/menu');
    expect(safeNext(42, '/profile')).toBe('/profile');
    expect(safeNext(['//evil.example'], '/profile')).toBe('/profile');
  });
});
