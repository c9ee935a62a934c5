import { config } from '../../config';
import { consoleSms } from './console';
import { kavenegarSms } from './kavenegar';
import type { SmsDriver } from './types';

export type { SmsDriver, SmsMessage } from './types';

const holder = globalThis as unknown as { __sms?: SmsDriver };

/** The configured SMS driver (console outbox by default). */
export function sms(): SmsDriver {
  if (!holder.__sms) {
    const c = config();
    holder.__sms =
      c.sms.driver === 'kavenegar'
        ? kavenegarSms({
            apiKey: c.sms.kavenegarKey!,
            template: c.sms.kavenegarTemplate,
            baseUrl: c.sms.kavenegarBaseUrl,
          })
        : // The text (with its code) is printed in development only: a production log never holds a code.
          consoleSms(c.smsOutbox, c.env === 'development');
  }
  return holder.__sms;
}

/** For tests: use a given driver (or reset to the configured one with undefined). */
export function setSmsDriver(driver: SmsDriver | undefined): void {
  holder.__sms = driver;
}
