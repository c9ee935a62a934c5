import { eq } from 'drizzle-orm';
import { formatToman } from '@/lib/money';
import { DELIVERY_FEE_TEXT } from '@/lib/messages/provider';
import type { DbOrTx } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { planBundleCoverage, type BundleCoverage } from '../bundle/use-bundles';
import { loadVoucher, type LoadedVoucher } from '../voucher/load-voucher';
import { evaluateVoucher, type VoucherLine } from '../voucher/evaluate-voucher';
import { vatForCart } from '../vat/vat-for-cart';
import type { Vat } from '../vat/vat-of';
import type { VatTerms } from '../vat/vat-for';
import { priceCart, type PricedCart } from './price';
import { clockNow } from '../../clock';
import { planDrinkCoverage, NO_PLAN_COVER, type PlanDrinkCover } from '../plan/drink-coverage';

export interface CheckoutPlan {
  priced: PricedCart;
  bundle: BundleCoverage;
  /** Drinks the customer's member plan covers today (issue 28). */
  planCover: PlanDrinkCover;
  voucher: { loaded: LoadedVoucher; discount: number } | null;
  /** The branch's delivery fee, for a delivery order (else 0). */
  deliveryFee: number;
  /** The VAT of what is owed (server/services/vat/vat-for.ts): in the branch's mode 'added' it is in `total`. */
  vat: Vat;
  /** What the customer owes: items − membership − bundle − plan − voucher + delivery fee (+ VAT in mode 'added'). */
  total: number;
}

/** The VAT of a priced cart owing `amount` (fee included): exempt lines are left out of the taxable part. */
export function cartVat({
  tx,
  priced,
  amount,
  fee,
  terms,
}: {
  tx?: DbOrTx;
  priced: PricedCart;
  amount: number;
  fee: number;
  /** The VAT terms when the caller has them (see vatFor); else they are read. */
  terms?: VatTerms;
}): Promise<Vat> {
  if (!priced.providerId) return Promise.resolve({ vat: 0, total: amount, percent: 0, mode: 'included' });
  const exempt = new Set(priced.rows.filter((r) => r.vatExempt).map((r) => r.id));
  return vatForCart({
    tx,
    providerId: priced.providerId,
    amount,
    fee,
    lines: priced.lines.map((l) => ({ lineTotal: l.lineTotal, exempt: exempt.has(l._id) })),
    terms,
  });
}

/** A branch's delivery terms (migration 0021), integer toman. */
export interface DeliveryTerms {
  deliveryFee: number;
  deliveryMinOrder: number;
}

/**
 * The fee a delivery order pays; an order whose items come to less than the branch's minimum
 * (before discounts and the fee) is refused with a Persian 400.
 */
export async function deliveryFeeFor({
  tx,
  providerId,
  itemsPrice,
  terms,
}: {
  tx: DbOrTx;
  providerId: string;
  itemsPrice: number;
  /** The branch's terms when the caller has them; else they are read. */
  terms?: DeliveryTerms;
}): Promise<number> {
  const t =
    terms ??
    (
      await tx
        .select({ deliveryFee: providers.deliveryFee, deliveryMinOrder: providers.deliveryMinOrder })
        .from(providers)
        .where(eq(providers.id, providerId))
        .limit(1)
    )[0];
  if (!t) return 0;
  if (t.deliveryMinOrder > 0 && itemsPrice < t.deliveryMinOrder) {
    const fa = DELIVERY_FEE_TEXT.belowMin(formatToman(t.deliveryMinOrder));
    throw new AppError('BAD_INPUT', { fa, details: { fields: { items: fa } } });
  }
  return t.deliveryFee;
}

/**
 * Prices a checkout the way submit charges it: the server's item prices and membership discount,
 * then units covered by the customer's bundles, then the voucher on what is left. Submit passes
 * `lock` to hold the bundle rows it is about to spend, and the cart it already priced (`priced`).
 */
export async function planCheckout(opts: {
  tx: DbOrTx;
  user: { id: string; membershipDiscount: number } | null;
  providerId: string;
  items: { _id: string; count: number }[];
  voucherId?: string | null;
  lock?: boolean;
  priced?: PricedCart;
  /** Prices a workspace reservation's line (refused in carts). */
  space?: boolean;
  /** A delivery order: the branch's fee is added and its minimum checked (terms given, or read). */
  delivery?: boolean | DeliveryTerms;
  /** The VAT terms of a cart priced from the cached menu, which place_order confirms (cachedVatTerms). */
  vatTerms?: VatTerms;
}): Promise<CheckoutPlan> {
  const { tx } = opts;
  const priced =
    opts.priced ??
    (await priceCart({
      items: opts.items,
      providerId: opts.providerId,
      membershipDiscount: opts.user?.membershipDiscount ?? 0,
      bundleHolder: opts.user?.id,
      space: opts.space,
      tx,
    }));
  // Most carts hold nothing a bundle covers: then there is nothing to read or lock.
  const bundle =
    opts.user && priced.bundleItemIds.size
      ? await planBundleCoverage({
          tx,
          opts: {
            userId: opts.user.id,
            providerId: priced.providerId,
            lines: priced.lines.map((l) => ({ itemId: l._id, title: l.title, count: l.count, unitPrice: l.unitPrice })),
            lock: opts.lock,
          },
        })
      : { discount: 0, takes: [] };
  const planCover = await coverByPlan({ opts, priced, bundle });
  const afterBundle = priced.price - bundle.discount - planCover.discount;
  let voucher: CheckoutPlan['voucher'] = null;
  if (opts.voucherId) {
    if (!opts.user) throw new AppError('UNAUTHORIZED');
    const loaded = await loadVoucher({ by: { id: opts.voucherId }, tx });
    if (!loaded) throw new AppError('VOUCHER_NOT_FOUND');
    const covered = new Map<string, number>();
    for (const t of bundle.takes) covered.set(t.itemId, (covered.get(t.itemId) ?? 0) + t.count);
    const categoryOf = new Map(priced.rows.map((r) => [r.id, r.categoryId]));
    const lines: VoucherLine[] = priced.lines.map((l) => ({
      itemId: l._id,
      categoryId: categoryOf.get(l._id) ?? '',
      lineTotal: l.lineTotal - (covered.get(l._id) ?? 0) * l.unitPrice,
    }));
    // The plan's drinks are free already: the voucher applies to the rest of the cart.
    const planFree = planCover.discount;
    const { discount } = await evaluateVoucher({
      loaded,
      ctx: {
        userId: opts.user.id,
        providerId: priced.providerId,
        lines: planFree ? withoutPlanCover(lines, { priced, amount: planFree }) : lines,
        orderPrice: afterBundle,
      },
      tx,
    });
    voucher = { loaded, discount };
  }
  const deliveryFee =
    opts.delivery && !opts.space
      ? await deliveryFeeFor({
          tx,
          providerId: priced.providerId,
          itemsPrice: priced.itemsPrice,
          terms: typeof opts.delivery === 'object' ? opts.delivery : undefined,
        })
      : 0;
  const owed = afterBundle - (voucher?.discount ?? 0) + deliveryFee;
  const vat = await cartVat({ tx, priced, amount: owed, fee: deliveryFee, terms: opts.vatTerms });
  return { priced, bundle, planCover, voucher, deliveryFee, vat, total: vat.total };
}

/** The plan's covered drinks of a checkout (only carts with an item marked as covered ask). */
async function coverByPlan({
  opts,
  priced,
  bundle,
}: {
  opts: { tx: DbOrTx; user: { id: string } | null; lock?: boolean; space?: boolean };
  priced: PricedCart;
  bundle: BundleCoverage;
}): Promise<PlanDrinkCover> {
  const covered = new Set(priced.rows.filter((r) => r.planCovered).map((r) => r.id));
  if (!opts.user || opts.space || !covered.size) return NO_PLAN_COVER;
  const bundled = new Map<string, number>();
  for (const t of bundle.takes) bundled.set(t.itemId, (bundled.get(t.itemId) ?? 0) + t.count);
  return planDrinkCoverage({
    tx: opts.tx,
    opts: {
      userId: opts.user.id,
      providerId: priced.providerId,
      now: clockNow(),
      lines: priced.lines.map((l) => ({
        itemId: l._id,
        count: l.count,
        unitPrice: l.unitPrice,
        covered: covered.has(l._id),
      })),
      bundled,
      lock: opts.lock,
    },
  });
}

/** A voucher's lines with the plan-covered amount taken off the covered items' lines (dearest line first). */
function withoutPlanCover(
  lines: VoucherLine[],
  { priced, amount }: { priced: PricedCart; amount: number },
): VoucherLine[] {
  const covered = new Set(priced.rows.filter((r) => r.planCovered).map((r) => r.id));
  let left = amount;
  return [...lines]
    .sort((a, b) => b.lineTotal - a.lineTotal)
    .map((l) => {
      if (!covered.has(l.itemId) || left <= 0) return l;
      const off = Math.min(left, l.lineTotal);
      left -= off;
      return { ...l, lineTotal: l.lineTotal - off };
    });
}
