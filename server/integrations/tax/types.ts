/**
 * The tax system (سامانه مودیان) invoice shape: header, body lines, payments, with the system's own field
 * names. Amounts are in rials (toman × 10), as the system takes them.
 */
export interface TaxInvoiceHeader {
  /** Tax id (شماره منحصر به فرد مالیاتی): issued with the memory id and the chain's keys by a live sender. */
  taxid: string | null;
  /** Issue time, epoch milliseconds. */
  indatim: number;
  /** 1: with buyer details, 2: without (retail). */
  inty: 1 | 2;
  /** The seller's serial: the branch's invoice number, with the Jalali year in front. */
  inno: string;
  /** The corrected/returned invoice's tax id (credit notes); the local reference until a live sender sets one. */
  irtaxid: string | null;
  /** 1: sale. */
  inp: 1;
  /** 1: original, 4: return of sale (credit note). */
  ins: 1 | 4;
  /** Seller's economic code. */
  tins: string | null;
  /** Buyer type (1 person) and national id / economic code when given. */
  tob: 1 | null;
  bid: string | null;
  tinb: string | null;
  /** Totals: before discount, discount, after discount, VAT, bill. */
  tprdis: number;
  tdis: number;
  tadis: number;
  tvam: number;
  todam: number;
  tbill: number;
  /** Settlement: 1 cash. */
  setm: 1;
  /** Paid in cash (and on credit: insp). */
  cap: number;
  insp: number;
}

export interface TaxInvoiceLine {
  /** Product/service id (شناسه کالا/خدمت); blank until the chain registers its items' ids. */
  sstid: string;
  /** Description. */
  sstt: string;
  /** Amount and measurement unit (164: number). */
  am: number;
  mu: string;
  /** Unit fee, price before discount, discount, after discount. */
  fee: number;
  prdis: number;
  dis: number;
  adis: number;
  /** VAT rate and amount; other taxes and total. */
  vra: number;
  vam: number;
  odam: number;
  tsstam: number;
}

export interface TaxInvoicePayment {
  /** Payment method (1 cheque … 8 wallet/other): see paymentMethodCode. */
  pmt: number;
  /** Amount and date (epoch ms). */
  pv: number;
  pdt: number;
}

export interface TaxInvoice {
  header: TaxInvoiceHeader;
  body: TaxInvoiceLine[];
  payments: TaxInvoicePayment[];
}

export interface TaxSendResult {
  accepted: number;
  /** The tax system's reference for the batch (the stub's or the file's name). */
  reference: string;
}

/** One tax system driver: `file` builds the JSON; a live sender would sign and send it with the chain's keys. */
export interface TaxDriver {
  name: string;
  /** The tax system's invoice JSON of these invoices (no side effects). */
  exportInvoices(invoices: TaxInvoice[]): Promise<{ invoices: TaxInvoice[] }>;
  /** Hands the invoices to the tax system. */
  send(invoices: TaxInvoice[]): Promise<TaxSendResult>;
}
