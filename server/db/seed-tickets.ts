import type { TicketPriority, TicketState } from '@/lib/contracts/ticket/schemas';
import type { Tx } from './client';
import * as s from './schema';
import { newId } from './ids';
import { dueAtFor } from '../services/ticket/due';

/** The demo support agent, listed in the README with the other demo phones. */
export const DEMO_SUPPORT_PHONE = '+989120000004';

const HOUR = 3_600_000;

interface DemoTicket {
  subject: string;
  description: string;
  type: 'question' | 'request' | 'complaint' | 'suggestion';
  supportType: 'order' | 'payment' | 'space' | 'account' | 'technical' | 'other';
  priority: TicketPriority;
  state: TicketState;
  branch: string;
  hoursAgo: number;
  /** Created by the agent from the desk rather than by the customer. */
  internal?: boolean;
  answer?: { text: string; afterHours: number };
  rating?: { value: number; comment: string };
  comments?: { by: 'customer' | 'agent'; text: string; internal?: boolean; afterHours: number }[];
}

const TICKETS: DemoTicket[] = [
  {
    subject: 'شارژ کیف پول انجام نشد',
    description:
      'دیروز ساعت ۱۸ کیف پولم را ۲۰۰ هزار تومان شارژ کردم. مبلغ از حسابم کم شد ولی موجودی کیف پول تغییری نکرد. شماره پیگیری بانک: ۶۲۸۴۱۹۰۳',
    type: 'request',
    supportType: 'payment',
    priority: 'high',
    state: 'initial',
    branch: 'mirdamad',
    hoursAgo: 3,
    comments: [
      {
        by: 'agent',
        text: 'با واحد مالی هماهنگ شد؛ تراکنش در گزارش بانک پیدا شد و در حال تطبیق است.',
        internal: true,
        afterHours: 1,
      },
    ],
  },
  {
    subject: 'رزرو اتاق جلسه برای پنجشنبه',
    description:
      'برای پنجشنبه ساعت ۱۰ تا ۱۲ اتاق جلسه ۶ نفره را لازم داریم. آیا امکان استفاده از ویدئوپروژکتور هم هست؟',
    type: 'question',
    supportType: 'space',
    priority: 'normal',
    state: 'reviewed',
    branch: 'selva',
    hoursAgo: 20,
    comments: [
      {
        by: 'agent',
        text: 'سلام، اتاق برای آن ساعت خالی است. نمایشگر ۵۵ اینچ در اتاق هست؛ ویدئوپروژکتور را هم می‌توانیم آماده کنیم.',
        afterHours: 2,
      },
      { by: 'customer', text: 'عالی، پس لطفا ویدئوپروژکتور را هم آماده کنید. ممنون.', afterHours: 3 },
    ],
  },
  {
    subject: 'لاته سرد تحویل داده شد',
    description: 'امروز صبح سفارش لاته بیرون‌بر داشتم که کاملا سرد بود و فوم هم نداشت.',
    type: 'complaint',
    supportType: 'order',
    priority: 'normal',
    state: 'answered',
    branch: 'iranshahr',
    hoursAgo: 50,
    answer: {
      text: 'سلام مریم خانم، از تجربه ناخوشایندتان متاسفیم. موضوع با باریستای شیفت صبح بررسی شد و یک لاته رایگان برای سفارش بعدی شما در نظر گرفته شد.',
      afterHours: 2,
    },
  },
  {
    subject: 'پیشنهاد: منوی بدون لبنیات',
    description: 'خوب است برای کسانی که لبنیات مصرف نمی‌کنند شیر بادام یا جو دوسر هم به منو اضافه شود.',
    type: 'suggestion',
    supportType: 'other',
    priority: 'low',
    state: 'closed',
    branch: 'mirdamad',
    hoursAgo: 240,
    answer: { text: 'ممنون از پیشنهاد خوبتان. از هفته آینده شیر جو دوسر در همه شعبه‌ها اضافه می‌شود.', afterHours: 20 },
    rating: { value: 5, comment: 'ممنون از پیگیری سریع' },
  },
  {
    subject: 'کارتخوان شعبه ایرانشهر قطع و وصل می‌شود',
    description:
      'از صبح کارتخوان دوم شعبه ایرانشهر چند بار قطع شده و مشتری‌ها مجبور به کارت‌به‌کارت شده‌اند. لطفا با شرکت پرداخت تماس بگیرید.',
    type: 'request',
    supportType: 'technical',
    priority: 'high',
    state: 'inProgress',
    branch: 'iranshahr',
    hoursAgo: 30,
    internal: true,
  },
];

/**
 * Loads the demo support agent and a few tickets from the demo customer (new, reviewed, answered,
 * closed with a rating, and one internal ticket past its answer target), inside seedDemo's transaction.
 */
export async function seedTickets(tx: Tx, ids: { customer: string }): Promise<void> {
  const agentId = newId();
  await tx.insert(s.users).values({
    id: agentId,
    phone: DEMO_SUPPORT_PHONE,
    firstName: 'نگار',
    lastName: 'کاظمی',
    accessLevel: { support: true },
    referralCode: `SUP${agentId.slice(0, 5).toUpperCase()}`,
  });
  const branches = await tx.select({ id: s.providers.id, branch: s.providers.branch }).from(s.providers);
  const branchId = new Map(branches.map((b) => [b.branch, b.id]));
  const now = Date.now();

  for (const t of TICKETS) {
    const id = newId();
    const createdAt = new Date(now - t.hoursAgo * HOUR);
    const answeredAt = t.answer ? new Date(createdAt.getTime() + t.answer.afterHours * HOUR) : null;
    const ownerId = t.internal ? agentId : ids.customer;
    const publicAgentComment = t.comments?.find((c) => c.by === 'agent' && !c.internal);
    const firstAnsweredAt =
      answeredAt ?? (publicAgentComment ? new Date(createdAt.getTime() + publicAgentComment.afterHours * HOUR) : null);
    const closedAt =
      t.state === 'closed' ? new Date(createdAt.getTime() + (t.answer?.afterHours ?? 1) * HOUR + HOUR) : null;
    await tx.insert(s.tickets).values({
      id,
      userId: ownerId,
      external: !t.internal,
      subject: t.subject,
      description: t.description,
      type: t.type,
      supportType: t.supportType,
      priority: t.priority,
      state: t.state,
      providerId: branchId.get(t.branch) ?? null,
      responderId: t.internal || t.answer ? agentId : null,
      answer: t.answer?.text ?? null,
      answeredBy: t.answer ? agentId : null,
      answeredAt,
      firstAnsweredAt,
      dueAt: dueAtFor({ priority: t.priority, from: createdAt }),
      closedAt,
      rating: t.rating?.value ?? null,
      ratingComment: t.rating?.comment ?? null,
      ratedAt: t.rating && closedAt ? new Date(closedAt.getTime() + HOUR) : null,
      createdAt,
      updatedAt: new Date(Math.max(createdAt.getTime(), answeredAt?.getTime() ?? 0, closedAt?.getTime() ?? 0)),
    });
    const events: (typeof s.ticketEvents.$inferInsert)[] = [
      { id: newId(), ticketId: id, actorId: ownerId, kind: 'created', toState: 'initial', createdAt },
    ];
    if (t.state !== 'initial') {
      events.push({
        id: newId(),
        ticketId: id,
        actorId: agentId,
        kind: 'state',
        fromState: 'initial',
        toState: t.state === 'closed' ? 'answered' : t.state,
        createdAt: new Date(createdAt.getTime() + HOUR / 2),
      });
    }
    if (answeredAt) events.push({ id: newId(), ticketId: id, actorId: agentId, kind: 'answer', createdAt: answeredAt });
    if (closedAt)
      events.push({
        id: newId(),
        ticketId: id,
        actorId: ownerId,
        kind: 'state',
        fromState: 'answered',
        toState: 'closed',
        createdAt: closedAt,
      });
    await tx.insert(s.ticketEvents).values(events);
    for (const c of t.comments ?? []) {
      await tx.insert(s.ticketComments).values({
        id: newId(),
        ticketId: id,
        authorId: c.by === 'agent' ? agentId : ownerId,
        text: c.text,
        external: c.by === 'customer',
        internal: c.internal ?? false,
        createdAt: new Date(createdAt.getTime() + c.afterHours * HOUR),
      });
    }
  }

  // The agent is on call at Mirdamad on weekday mornings.
  const mirdamad = branchId.get('mirdamad');
  if (mirdamad) {
    await tx.insert(s.ticketOnCall).values(
      [0, 1, 2, 3].map((day) => ({
        id: newId(),
        providerId: mirdamad,
        userId: agentId,
        day,
        shift: 'morning' as const,
      })),
    );
  }
}
