import { describeError } from '@/api-client';
import { STAFF_UI } from '@/lib/messages/staff';

/**
 * The spec's add-admin messages (section 8): the server's text (the duplicate's 400 among them), else
 * 'خطایی در سمت سرور رخ داده است.'; no answer at all: the connection message.
 */
export function staffErrorMessage(err: unknown): string {
  const info = describeError(err);
  if (info.status === null) return STAFF_UI.addAdminNoResponse;
  if (info.persian) return info.message;
  return STAFF_UI.addAdminServerError;
}
