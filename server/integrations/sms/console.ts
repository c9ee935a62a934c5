import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { clockNow } from '../../clock';
import type { SmsDriver, SmsMessage } from './types';

/**
 * Development driver: appends each message as one JSON line to the outbox file and logs it.
 * This is the only place a code is written out, so anyone can log in on a local machine.
 */
export function consoleSms(outboxPath: string, log = true): SmsDriver {
  return {
    name: 'console',
    async send(message: SmsMessage) {
      mkdirSync(path.dirname(outboxPath), { recursive: true });
      const line = { to: message.to, text: message.text, code: message.code, at: clockNow().toISOString() };
      appendFileSync(outboxPath, `${JSON.stringify(line)}\n`);
      if (log) console.log(`[sms] to ${message.to}: ${message.text.replace(/\n/g, ' | ')}`);
    },
  };
}
