/** Error codes of head-office user management: HTTP status and Persian/English text (merged into ERRORS in lib/messages/index.ts). */
export const USERS_ERRORS = {
  USER_NOT_FOUND: { status: 404, fa: 'کاربر مورد نظر یافت نشد.', en: 'User not found' },
  ADMIN_USER_NOT_FOUND: { status: 404, fa: 'کاربر مورد نظر یافت نشد.', en: 'User not found' },
  USER_PHONE_TAKEN: { status: 409, fa: 'کاربری با این شماره قبلا ثبت شده است.', en: 'A user with this phone exists' },
  USER_SELF_DEACTIVATE: {
    status: 403,
    fa: 'نمی‌توانید حساب خودتان را غیرفعال کنید.',
    en: 'You cannot deactivate yourself',
  },
  USER_SUPER_ADMIN_PROTECTED: {
    status: 403,
    fa: 'تنها مدیر ارشد می‌تواند حساب مدیر ارشد را تغییر دهد.',
    en: 'Only a super admin may change a super admin',
  },
  USER_RIGHTS_PROTECTED: {
    status: 403,
    fa: 'این حساب دسترسی‌هایی دارد که شما ندارید؛ شماره، نام یا فعال بودن آن را تنها کسی می‌تواند تغییر دهد که همه این دسترسی‌ها را داشته باشد.',
    en: 'This account holds rights you lack',
  },
  INVITES_FAILED: { status: 500, fa: 'خطا در دریافت لیست دعوت شدگان.', en: 'Could not list invited users' },
  EXCEL_FILE_REQUIRED: { status: 400, fa: 'فایل اکسل را انتخاب کنید.', en: 'An .xlsx file is required' },
  EXCEL_MALFORMED: {
    status: 400,
    fa: 'فایل ارسال شده یک فایل اکسل (xlsx) معتبر نیست.',
    en: 'Not a valid .xlsx workbook',
  },
  EXCEL_NO_PHONE_COLUMN: {
    status: 400,
    fa: 'ستون «موبایل» در سطر اول فایل پیدا نشد.',
    en: 'No phone column in the header row',
  },
  EXCEL_TOO_MANY_ROWS: { status: 400, fa: 'هر فایل حداکثر ۵٬۰۰۰ ردیف کاربر می‌تواند داشته باشد.', en: 'Too many rows' },
  EXCEL_TOO_LARGE: {
    status: 400,
    fa: 'محتوای فایل اکسل بیش از حد بزرگ است؛ آن را در چند فایل کوچک‌تر بفرستید.',
    en: 'The workbook unpacks to too much data',
  },
} as const;

/** Persian labels of the users area shown in more than one place. */
export const USERS_COPY = {
  usersTitle: 'کاربران',
  excelTitle: 'اکسل کاربران',
  invitesFailed: USERS_ERRORS.INVITES_FAILED.fa,
} as const;

/** The SMS to an account's old number when staff move the account to another phone. */
export function phoneChangedSmsText(productName: string): string {
  return `${productName}\nشماره موبایل حساب کاربری شما توسط پشتیبانی تغییر کرد و از این پس با این شماره نمی‌توانید وارد آن شوید. اگر این تغییر را درخواست نکرده‌اید، با پشتیبانی تماس بگیرید.`;
}
