import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hstsHeader, mapTileOrigin } from '@/server/http/security-headers';
import { uploadTooLargeFa } from '@/lib/messages';

describe('security headers', () => {
  it('allows scripts from the app only in production, and framing by nobody', () => {
    const csp = contentSecurityPolicy({ dev: false });
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(contentSecurityPolicy({ dev: false, apiBase: 'https://api.hamkar.example/api' })).toContain(
      "connect-src 'self' https://api.hamkar.example;",
    );
    expect(contentSecurityPolicy({ dev: false, apiBase: '/api' })).toContain("connect-src 'self';");
  });

  it('names a map tile host only when MAP_TILE_URL is set (issue 29)', () => {
    const plain = contentSecurityPolicy({ dev: false });
    expect(plain).toContain("img-src 'self' data: blob:;");
    expect(plain).not.toContain('openstreetmap');
    expect(contentSecurityPolicy({ dev: false, mapTiles: 'https://tiles.example.ir/{z}/{x}/{y}.png' })).toContain(
      "img-src 'self' data: blob: https://tiles.example.ir;",
    );
    expect(mapTileOrigin('https://{s}.tile.example.ir/{z}/{x}/{y}.png')).toBe('https://*.tile.example.ir');
    expect(mapTileOrigin('javascript:alert(1)')).toBeNull();
    expect(mapTileOrigin(undefined)).toBeNull();
  });

  it('sends HSTS only when the public address is https', () => {
    expect(hstsHeader('https://hamkar.example')).toBe('max-age=31536000; includeSubDomains');
    expect(hstsHeader('http://localhost:3000')).toBeNull();
    expect(hstsHeader(undefined)).toBeNull();
  });

  it('names the real size limit in Persian digits', () => {
    expect(uploadTooLargeFa(5 * 1024 * 1024)).toBe('حجم فایل بیش از ۵ مگابایت است.');
    expect(uploadTooLargeFa(10 * 1024 * 1024)).toBe('حجم فایل بیش از ۱۰ مگابایت است.');
    expect(uploadTooLargeFa(64_000)).toBe('حجم فایل بیش از ۶۴ کیلوبایت است.');
  });
});
