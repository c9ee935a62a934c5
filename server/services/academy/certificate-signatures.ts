import { asc, sql } from 'drizzle-orm';
import type { SignatureView, SignaturesEditInput } from '@/lib/contracts/academy';
import { db } from '../../db/client';
import { certificateSignatures } from '../../db/schema';

/** GET /v1/certificate/signatures: the three slots, by index. */
export async function getSignatures(): Promise<{ signatures: SignatureView[] }> {
  const rows = await db().select().from(certificateSignatures).orderBy(asc(certificateSignatures.idx));
  return {
    signatures: rows.map((r) => ({ index: r.idx, description: r.description, fullName: r.fullName, image: r.image })),
  };
}

/** POST /v1/certificate/signatures/edit: all three slots at once. */
export async function editSignatures({ input }: { input: SignaturesEditInput }) {
  await db().transaction(async (tx) => {
    for (const s of input.signatures) {
      await tx
        .insert(certificateSignatures)
        .values({ idx: s.index, description: s.description, fullName: s.fullName, image: s.image || null })
        .onConflictDoUpdate({
          target: certificateSignatures.idx,
          set: { description: s.description, fullName: s.fullName, image: s.image || null, updatedAt: sql`now()` },
        });
    }
  });
  return getSignatures();
}
