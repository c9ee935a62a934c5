import { z } from 'zod';
import { ZId } from './common';
import { toE164 } from '../phone';
import { GIFT_ERRORS } from '../messages/gift';

/**
 * Gift info of an order: exactly one recipient, a user (targetId) or a phone (targetPhone, E.164 after
 * parsing); `anonymous` hides the sender from the recipient. The spec's two messages.
 */
export const ZGift = z
  .object({
    targetId: ZId.optional().nullable(),
    targetPhone: z
      .string()
      .trim()
      .optional()
      .nullable()
      .transform((raw, ctx) => {
        if (!raw) return null;
        const e164 = toE164(raw);
        if (!e164) {
          ctx.addIssue({ code: 'custom', message: GIFT_ERRORS.GIFT_PHONE_INVALID.fa });
          return z.NEVER;
        }
        return e164;
      }),
    anonymous: z.boolean().optional().default(false),
  })
  .superRefine((g, ctx) => {
    if (!g.targetId && !g.targetPhone)
      ctx.addIssue({ code: 'custom', path: ['targetId'], message: GIFT_ERRORS.GIFT_TARGET_REQUIRED.fa });
    if (g.targetId && g.targetPhone)
      ctx.addIssue({ code: 'custom', path: ['targetPhone'], message: GIFT_ERRORS.GIFT_TARGET_REQUIRED.fa });
  });
export type GiftInput = z.infer<typeof ZGift>;
