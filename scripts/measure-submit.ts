/**
 * Times sequential order submits in process on the embedded database (PGlite) and counts the SQL
 * statements each one sends: a cheap stand-in for `npm run bench` on a shared machine.
 *   npx tsx scripts/measure-submit.ts [count]
 */
import { randomUUID } from 'node:crypto';
import { rawDb } from '../server/db/client';
import { call, itemsOf, login, providerByBranch, setupTestEnv } from '../tests/api/harness';

async function main() {
  const n = Number(process.argv[2] ?? 300);
  const env = await setupTestEnv();
  const submit = (await import('../pages/api/v1/order/submit')).default;
  const provider = await providerByBranch('mirdamad');
  const items = await itemsOf(provider.id);
  const latte = items.find((i) => i.title === 'لاته')!;
  const token = await login(env, '09125550000');

  const once = async () => {
    const r = await call(submit, {
      token,
      body: {
        orderId: randomUUID(),
        providerId: provider.id,
        items: [{ _id: latte.id, count: 1 }],
        paymentBy: 'pos',
        orderType: 'takeAway',
      },
    });
    if (r.status !== 200) throw new Error(`submit answered ${r.status}: ${JSON.stringify(r.body)}`);
  };
  for (let i = 0; i < 30; i++) await once(); // warm up (plans, caches)
  const before = rawDb().statementCount!();
  const start = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) await once();
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const statements = rawDb().statementCount!() - before;
  // CPU time counts the embedded database too (it runs in this process) and is less swayed by
  // other work on the machine than wall time.
  console.log(
    `${n} submits (pay on site, one line): ${(ms / n).toFixed(2)} ms wall, ${((used.user + used.system) / 1000 / n).toFixed(2)} ms CPU each, ` +
      `${(statements / n).toFixed(2)} database calls each (session lookup included)`,
  );
  await env.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
