import { describe, expect, it } from 'vitest';
import { userSearchPattern } from '@/server/services/users/filter';

describe('the user search pattern', () => {
  it('reduces a phone in any spelling to the digits its local form holds', () => {
    for (const typed of [
      '09121234567',
      '۰۹۱۲۱۲۳۴۵۶۷',
      '٠٩١٢١٢٣٤٥٦٧',
      '+98 912 123 4567',
      '0098-912-123-4567',
      '(0912) 123 4567',
    ]) {
      expect(userSearchPattern(typed), typed).toBe('%09121234567%');
    }
    expect(userSearchPattern('912 12')).toBe('%91212%');
  });

  it('folds names like the database column (Arabic letter forms, case) and escapes LIKE characters', () => {
    expect(userSearchPattern('  كريمي ')).toBe('%کریمی%');
    expect(userSearchPattern('ALI')).toBe('%ali%');
    expect(userSearchPattern('50%_off')).toBe('%50\\%\\_off%');
  });

  it('is no search at all for blank text', () => {
    expect(userSearchPattern('   ')).toBeNull();
    expect(userSearchPattern(undefined)).toBeNull();
  });
});
