/** Error codes and copy of member plans (issue 28; merged into ERRORS in lib/messages/index.ts). */
export const PLAN_ERRORS = {
  PLAN_NOT_FOUND: { status: 404, fa: 'پلن مورد نظر یافت نشد.', en: 'Plan not found' },
  PLAN_INACTIVE: { status: 409, fa: 'این پلن در حال حاضر قابل خرید نیست.', en: 'Plan is not on sale' },
  PLAN_NONE: { status: 409, fa: 'پلن فعالی ندارید.', en: 'No active plan' },
  PLAN_NOT_HERE: { status: 409, fa: 'پلن شما در این شعبه قابل استفاده نیست.', en: 'Plan not valid at this branch' },
  PLAN_CREDIT_SHORT: { status: 409, fa: 'اعتبار پلن شما برای این رزرو کافی نیست.', en: 'Not enough plan credit' },
  PLAN_AFTER_END: {
    status: 409,
    fa: 'این رزرو بعد از پایان پلن شماست و با اعتبار پلن پرداخت نمی‌شود.',
    en: 'Booking after the plan ends',
  },
  PLAN_CREDIT_ALONE: {
    status: 400,
    fa: 'پرداخت با اعتبار پلن با کد تخفیف یا هدیه همراه نمی‌شود.',
    en: 'Credit payment takes no voucher or gift',
  },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;

/** The screens' copy of member plans. */
export const PLAN_TEXT = {
  title: 'پلن ماهانه',
  myPlan: 'پلن من',
  coverLine: 'پوشش پلن',
  payByCredit: 'پرداخت با اعتبار پلن',
  creditLabel: 'اعتبار پلن',
  roomHours: 'ساعت اتاق جلسه',
  dayPasses: 'پاس روزانه',
  drinksPerDay: 'نوشیدنی در روز',
  drinksToday: 'نوشیدنی امروز',
  everyBranch: 'همه شعبه‌ها',
  buy: 'خرید پلن',
  noPlan: 'پلن فعالی ندارید.',
  noPlans: 'فعلا پلنی برای فروش نیست.',
} as const;
