import { parseArgs } from 'node:util';
import { closeDatabase, db, openDatabase, setDatabase } from '../server/db/client';
import { config } from '../server/config';
import { providers } from '../server/db/schema';
import { verifyInvoiceChain } from '../server/services/invoice/verify-chain';

/**
 * npm run verify:invoices -- [--provider <id>]: walks each branch's invoice chain in the database named by
 * DATABASE_URL (or the embedded one) and prints the first broken link; exits 1 if any chain is broken.
 * Needs nothing of the app but read access: anyone holding a copy of the database can run it.
 */
async function main() {
  const { values } = parseArgs({ options: { provider: { type: 'string' } } });
  const c = config();
  const handle = await openDatabase({ url: c.databaseUrl, pgliteDir: c.pgliteDir });
  setDatabase(handle);
  const ids = values.provider
    ? [values.provider]
    : (await db().select({ id: providers.id }).from(providers)).map((p) => p.id);
  let broken = 0;
  for (const providerId of ids) {
    const r = await verifyInvoiceChain({ providerId });
    if (r.ok) console.log(`${providerId}: ok (${r.checked} invoices)`);
    else {
      broken++;
      const b = r.brokenAt!;
      console.log(
        `${providerId}: BROKEN at invoice ${b._id} (year ${b.jalaliYear}, number ${b.number}, chain position ${b.chainSeq}): ${b.reason}`,
      );
    }
  }
  await closeDatabase();
  process.exit(broken ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
