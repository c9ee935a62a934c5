/** The cluster test's processes: instances of the production build, nginx or a Node proxy in front. */
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync, openSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Every process started here, killed at the end. */
export const children = [];

export function assert(cond, msg) {
  if (!cond) throw new Error(msg);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Retries `fn` until it returns a truthy value or `ms` pass; returns its value or throws the last error. */
export async function within(ms, fn, every = 200) {
  const end = Date.now() + ms;
  let last;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
      last = new Error('not yet');
    } catch (err) {
      last = err;
    }
    if (Date.now() > end) throw last;
    await sleep(every);
  }
}

/** The production build to run: the end-to-end run's when it exists, else one made here once. */
export function distDir(say) {
  const e2e = process.env.E2E_DIST_DIR ?? '.next';
  if (process.env.CLUSTER_DIST_DIR) return process.env.CLUSTER_DIST_DIR;
  if (existsSync(path.join(root, e2e, 'BUILD_ID'))) return e2e;
  const own = '.next-cluster';
  if (!existsSync(path.join(root, own, 'BUILD_ID'))) {
    say(`no production build in ${e2e}: building once into ${own}`);
    const b = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_DIST_DIR: own, ALLOW_SANDBOX_PAYMENTS: 'true' },
    });
    if (b.status !== 0) throw new Error(`npm run build failed with ${b.status}`);
  }
  return own;
}

// ---------------------------------------------------------------------------------- the instances
/** `next start` of the build on `port`, with its own empty data directory under `tmp`. */
export function startInstance({ name, port, publicBase, dist, tmp, dbUrl }) {
  const dataDir = path.join(tmp, name);
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(tmp, `${name}.log`);
  const fd = openSync(logFile, 'a');
  const child = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: dist,
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: dbUrl,
      SEED_DEMO: 'true',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      TRUST_PROXY: 'true',
      // As `npm start` and the image do: SIGTERM goes to the app's graceful stop, not Next's exit.
      NEXT_MANUAL_SIG_HANDLE: 'true',
      PUBLIC_BASE_URL: publicBase,
      LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
      TEST_DATABASE_URL: '',
    },
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  const inst = { name, port, base: `http://127.0.0.1:${port}`, child, dataDir, logFile, exited: null };
  child.on('exit', (code, signal) => (inst.exited = { code, signal }));
  children.push(child);
  return inst;
}

export function logTail(inst, lines = 15) {
  try {
    return readFileSync(inst.logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

// --------------------------------------------------------------------------------------- the proxy
export function findNginx() {
  for (const p of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx']) if (existsSync(p)) return p;
  const w = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return w.status === 0 ? w.stdout.trim() : null;
}

/** deploy/nginx.conf with this run's port, upstreams and writable paths. */
export function nginxConf(port, upstreams, prefix) {
  let conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const servers = upstreams.map((u) => `    server 127.0.0.1:${u} max_fails=1 fail_timeout=10s;`).join('\n');
  conf = conf.replace(/(\n\s*server app1:3000[^\n]*)(\n\s*server app\d+:3000[^\n]*)*/, `\n${servers}`);
  conf = conf.replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  conf = conf.replace(/worker_processes auto;/, 'worker_processes 1;');
  const paths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((k) => `  ${k}_temp_path ${prefix}/${k};`)
    .join('\n');
  conf = conf.replace(/http \{\n/, `http {\n${paths}\n`);
  assert(
    conf.includes(`127.0.0.1:${upstreams[1]}`) && !/app\d:3000/.test(conf),
    'could not template deploy/nginx.conf',
  );
  return `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;\n${conf}`;
}

export function startNginx(bin, port, upstreams, tmp) {
  const prefix = path.join(tmp, 'nginx');
  mkdirSync(prefix, { recursive: true });
  for (const k of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, k), { recursive: true });
    chmodSync(path.join(prefix, k), 0o777); // the workers may run as another user when started as root
  }
  chmodSync(prefix, 0o755);
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(confFile, nginxConf(port, upstreams, prefix));
  // The same file the compose file mounts, checked by nginx itself.
  execFileSync(bin, ['-t', '-q', '-p', prefix, '-c', confFile], { stdio: 'inherit' });
  const child = spawn(bin, ['-p', prefix, '-c', confFile, '-g', 'daemon off;'], { stdio: 'inherit', detached: true });
  children.push(child);
  return child;
}

/** Round robin in Node, for machines without nginx: streams both ways, X-Forwarded-For set. */
export function startNodeProxy(port, upstreams) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const up = upstreams[next++ % upstreams.length];
    const p = http.request(
      {
        host: '127.0.0.1',
        port: up,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress },
      },
      (r) => {
        res.writeHead(r.statusCode, r.headers);
        r.pipe(res);
      },
    );
    p.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(p);
  });
  server.listen(port, '127.0.0.1');
  return server;
}
