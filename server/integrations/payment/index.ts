import { config } from '../../config';
import { sandboxGateway } from './sandbox';
import { zarinpalGateway } from './zarinpal';
import type { PaymentDriver } from './types';

export type {
  BankSessionState,
  PaymentDriver,
  PaymentRequest,
  ReverseResult,
  UnverifiedPayment,
  VerifyResult,
} from './types';
export { GatewayError } from './types';

const holder = globalThis as unknown as { __gateway?: PaymentDriver };

/** The configured bank gateway (the sandbox bank by default). */
export function gateway(): PaymentDriver {
  if (!holder.__gateway) {
    const c = config();
    holder.__gateway =
      c.paymentDriver === 'zarinpal'
        ? zarinpalGateway({ merchantId: c.payment.zarinpal.merchantId, baseUrl: c.payment.zarinpal.baseUrl })
        : sandboxGateway({ merchant: c.productName });
  }
  return holder.__gateway;
}

/** For tests: use a given driver (or go back to the configured one with undefined). */
export function setGateway(driver: PaymentDriver | undefined): void {
  holder.__gateway = driver;
}
