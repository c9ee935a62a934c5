import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { apiFiles, callRoute, keysOf, plausible, validBody, type Method, type WalkSpec } from './route-walk';
import { staffFlagsOf } from '@/server/http/route';
import type { AccessFlag } from '@/lib/permissions';

/**
 * Issue 22: every route under pages/api/v1, each declared method, as a guest and as a plain customer,
 * with an empty body and a body of the valid shape. Which routes are staff routes is read from the
 * declarations route() keeps on each handler (`perm` or `staff`), so a route added tomorrow is walked
 * the day it is added: a staff route answers 401 to a guest and 403 (Persian) to a customer whatever
 * the body; no route answers 500; a customer is never asked to sign in on a route meant for them.
 */
let env: TestEnv;
let customer: string;
let providerId: string;

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  providerId = (await providerByBranch('mirdamad')).id;
}, 60_000);
afterAll(async () => env?.close());

const FORBIDDEN_FA = 'شما اجازه دسترسی به این بخش را ندارید.';

/**
 * Routes open to customers whose service refuses some of them for want of a right, so a customer may
 * see 403 there without the route being a staff route (each names who else it serves).
 */
const MIXED: Record<string, string> = {};

describe('the route walk (issue 22)', () => {
  it('refuses guests (401) and customers (403) on every staff route before reading the body, and never answers 500', async () => {
    const failures: string[] = [];
    const staffRoutes = new Set<string>();
    let calls = 0;
    let shaped = 0;
    let methods = 0;
    const forbiddenToCustomer = new Map<string, number>();
    for (const { file, segments, stream, load } of apiFiles()) {
      const handler = await load();
      if (!handler.methods) {
        failures.push(`${file}: not declared through route(), so its rights cannot be read`);
        continue;
      }
      for (const [method, spec] of Object.entries(handler.methods) as [Method, WalkSpec][]) {
        methods++;
        const flags = staffFlagsOf(spec as { perm?: { flag: AccessFlag }; staff?: AccessFlag | readonly AccessFlag[] });
        const staff = flags.length > 0;
        if (staff) staffRoutes.add(`${method} ${file}`);
        const keys = [...new Set([...segments.map((s) => s.name), ...keysOf(spec.query)])];
        const query = Object.fromEntries(keys.map((k) => [k, plausible(k, providerId)]));
        const valid = validBody(spec.body, providerId);
        if (valid !== null && spec.body) shaped++;
        const bodies: [string, unknown][] =
          method === 'GET'
            ? [['no body', undefined]]
            : [
                ['empty body', {}],
                ['valid-shaped body', valid ?? {}],
              ];
        for (const who of ['guest', 'customer'] as const) {
          for (const [label, body] of bodies) {
            calls++;
            const token = who === 'customer' ? customer : undefined;
            const r = await callRoute(handler, { method, query, token, body }, stream);
            const name = `${method} ${file} as ${who} with ${label} → ${r.status}`;
            if (r.status >= 500) failures.push(`${name}: ${r.text.slice(0, 200)}`);
            else if (staff && who === 'guest' && r.status !== 401)
              failures.push(`${name} (staff route [${flags}], expected 401)`);
            else if (staff && who === 'customer' && r.status !== 403)
              failures.push(`${name} (staff route [${flags}], expected 403)`);
            else if (staff && who === 'customer' && !r.text.includes(FORBIDDEN_FA))
              failures.push(`${name}: 403 without the Persian message`);
            else if (!staff && who === 'guest' && spec.auth !== 'none' && spec.auth !== 'optional' && r.status !== 401)
              failures.push(`${name} (signed-in route, expected 401)`);
            else if (!staff && who === 'customer' && r.status === 401)
              failures.push(`${name} (a signed-in customer asked to sign in)`);
            else if (!staff && who === 'customer' && r.status === 403)
              forbiddenToCustomer.set(`${method} ${file}`, (forbiddenToCustomer.get(`${method} ${file}`) ?? 0) + 1);
          }
        }
        // Logging out is one of the customer routes: sign in again for the rest of the walk.
        if (file === 'logout.ts') customer = await login(env, DEMO_PHONES.customer);
      }
    }
    // A route that refuses a customer with both bodies but declares no staff flag is a staff route
    // whose declaration is missing (so its input was read before the refusal): declare `staff`.
    for (const [route, n] of forbiddenToCustomer) {
      if (n >= 2 && !(route in MIXED))
        failures.push(
          `${route}: refuses a customer with every body but declares no staff flag (add \`staff\` to its route())`,
        );
    }
    console.info(
      `route walk: ${methods} methods, ${staffRoutes.size} staff, ${shaped} valid-shaped bodies, ${calls} calls`,
    );
    expect(failures).toEqual([]);
    expect(staffRoutes.size).toBeGreaterThan(150);
    expect(methods).toBeGreaterThan(250);
    expect(calls).toBeGreaterThan(700);
    expect(shaped).toBeGreaterThan(100);
  }, 600_000);
});
