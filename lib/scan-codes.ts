/**
 * What the chain's QR codes carry, read by /panel/scanner: `HK-O-{orderId}` on a customer's order
 * (tracking page), `HK-B-{userBundleId}` on a bought bundle, `HK-V-{code}` on a discount code,
 * `HK-R-{checkinCode}` on a workspace reservation's check-in code (issue 28). The
 * same text is printed under each code, so staff can type it when the camera cannot read it; a
 * typed text without the prefix is taken as a discount code. `HK-T-{code}` is an event ticket (issue 26).
 */
export type ScanKind = 'order' | 'bundle' | 'voucher' | 'ticket' | 'reservation';

const PREFIX: Record<ScanKind, string> = {
  order: 'HK-O-',
  bundle: 'HK-B-',
  voucher: 'HK-V-',
  ticket: 'HK-T-',
  reservation: 'HK-R-',
};

export function scanText(kind: ScanKind, id: string): string {
  return `${PREFIX[kind]}${id}`;
}

export function parseScan(raw: string): { kind: ScanKind; id: string } | null {
  const text = raw.trim().replace(/[\u200c\u200f\u200e\s]/g, '');
  if (!text) return null;
  const upper = text.toUpperCase();
  for (const kind of Object.keys(PREFIX) as ScanKind[]) {
    if (upper.startsWith(PREFIX[kind])) {
      const id = text.slice(PREFIX[kind].length);
      if (kind === 'voucher') return /^[A-Za-z0-9_-]{1,40}$/.test(id) ? { kind, id: id.toUpperCase() } : null;
      if (kind === 'ticket') return /^[A-Za-z0-9]{6,20}$/.test(id) ? { kind, id: id.toUpperCase() } : null;
      if (kind === 'reservation') return /^[A-Za-z0-9]{6,40}$/.test(id) ? { kind, id: id.toUpperCase() } : null;
      return /^[a-f0-9]{24}$/i.test(id) ? { kind, id: id.toLowerCase() } : null;
    }
  }
  return /^[A-Za-z0-9_-]{2,40}$/.test(text) ? { kind: 'voucher', id: text.toUpperCase() } : null;
}
