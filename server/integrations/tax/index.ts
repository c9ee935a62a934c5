import { config } from '../../config';
import { fileTaxDriver } from './file';
import type { TaxDriver } from './types';

export type { TaxDriver, TaxInvoice, TaxInvoiceHeader, TaxInvoiceLine, TaxInvoicePayment } from './types';

const holder = globalThis as unknown as { __taxDriver?: TaxDriver };

/** The configured tax system driver ('file' until a live sender is added with the chain's keys). */
export function taxDriver(): TaxDriver {
  if (!holder.__taxDriver) holder.__taxDriver = fileTaxDriver(config().dataDir);
  return holder.__taxDriver;
}

/** For tests: use a given driver (or go back to the configured one with undefined). */
export function setTaxDriver(driver: TaxDriver | undefined): void {
  holder.__taxDriver = driver;
}
