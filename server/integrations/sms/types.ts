export interface SmsMessage {
  /** E.164 phone. */
  to: string;
  text: string;
  /** The verification code, for drivers that send codes through a template. */
  code?: string;
}

export interface SmsDriver {
  name: string;
  send(message: SmsMessage): Promise<void>;
}
