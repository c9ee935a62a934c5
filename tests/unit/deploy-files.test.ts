import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';

const root = path.resolve(__dirname, '../..');
const read = (f: string) => readFileSync(path.join(root, f), 'utf8');

/** Every API file under pages/api that opens a server-sent event stream, as its URL path. */
function streamRoutes(dir = path.join(root, 'pages/api')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return streamRoutes(full);
    if (!/\.tsx?$/.test(name) || !readFileSync(full, 'utf8').includes('openEventStream(')) return [];
    return [
      '/' +
        path
          .relative(path.join(root, 'pages'), full)
          .replace(/\.tsx?$/, '')
          .replace(/\[(\w+)\]/g, 'x-$1'),
    ];
  });
}

describe('deployment files (issue 24)', () => {
  const nginx = read('deploy/nginx.conf');

  it('nginx leaves every live stream route unbuffered', () => {
    const block = /location ~ (\S+) \{([^}]*)\}/.exec(nginx);
    expect(block, 'a regex location for the streams').not.toBeNull();
    expect(block![2]).toContain('proxy_buffering off;');
    const streams = new RegExp(block![1]);
    const routes = streamRoutes();
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) expect(r, `${r} is a stream`).toMatch(streams);
  });

  it('nginx sets the caller address itself and balances over the compose instances', () => {
    // The app believes the first address of X-Forwarded-For (TRUST_PROXY): the edge must overwrite it.
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(nginx).toContain('proxy_set_header X-Request-Id $request_id;');
    const compose = read('compose.yaml');
    const upstreams = [...nginx.matchAll(/^\s*server (\w+):3000\b/gm)].map((m) => m[1]);
    expect(upstreams).toEqual(['app1', 'app2']);
    for (const u of upstreams) expect(compose).toMatch(new RegExp(`^  ${u}:`, 'm'));
    expect(compose).toMatch(/TRUST_PROXY: ['"]true['"]/);
    expect(compose).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  it('the image runs as a non-root user with production dependencies and a health check', () => {
    const docker = read('Dockerfile');
    expect(docker).toMatch(/^USER node$/m);
    expect(docker).toContain('npm ci --omit=dev');
    expect(docker).toMatch(/^HEALTHCHECK .*\n.*\/api\/v1\/health/m);
  });

  it('the image leaves SIGTERM to the app (graceful stop) and can run the operator scripts', () => {
    const docker = read('Dockerfile');
    const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
    // Without it Next exits at once on SIGTERM and the app's drain never runs (server/start.ts).
    expect(docker).toMatch(/NEXT_MANUAL_SIG_HANDLE=true/);
    // npm run backup / restore / db:migrate run with tsx, installed by `npm ci --omit=dev`.
    expect(docker).toContain('COPY --from=build /app/scripts ./scripts');
    expect(pkg.dependencies.tsx).toBeDefined();
  });

  it('refuses a LOG_LEVEL pino does not know', () => {
    expect(loadConfig({ LOG_LEVEL: 'debug' }).env).toBe('development');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });
});
