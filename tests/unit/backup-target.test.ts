import { describe, expect, it } from 'vitest';
import { toolTarget } from '@/server/backup';

describe('pointing pg_dump and pg_restore at the database', () => {
  it('keeps the password off the command line and hands it over in PGPASSWORD', () => {
    const t = toolTarget('postgres://hamkar:s3cr%40t@db.internal:5432/hamkar?sslmode=require');
    expect(t.dbname).toBe('postgres://hamkar@db.internal:5432/hamkar?sslmode=require');
    expect(t.dbname).not.toContain('s3cr');
    expect(t.env.PGPASSWORD).toBe('s3cr@t');
  });

  it('leaves a URL without a password as it is (a socket directory, a .pgpass)', () => {
    const socket = 'postgres://root@/hamkar?host=/var/run/postgresql';
    expect(toolTarget(socket).dbname).toBe(socket);
    expect(toolTarget(socket).env.PGPASSWORD).toBe(process.env.PGPASSWORD);
  });
});
