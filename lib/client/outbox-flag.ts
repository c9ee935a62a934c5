/**
 * Set in local storage while the order outbox (lib/client/outbox.ts) holds something, so a page starts its
 * sender, and opens IndexedDB, only then: _app reads it without loading the outbox's code.
 */
export const OUTBOX_FLAG = 'hamkar-outbox';
