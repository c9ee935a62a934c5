import { deflateSync } from 'node:zlib';

/** A real 2×2 PNG. */
export function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crcTable = Array.from({ length: 256 }, (_, n) => {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      return c >>> 0;
    });
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    let crc = 0xffffffff;
    for (const b of body) crc = crcTable[(crc ^ b) & 0xff] ^ (crc >>> 8);
    const crcBuf = Buffer.alloc(4);
    crcBuf.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
    return Buffer.concat([len, body, crcBuf]);
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const raw = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal real PDF. */
export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** A branch's details as the /info form sends them back to POST /v1/provider/edit, with `change` on top. */
export function providerEditBody(
  p: {
    id: string;
    name: string;
    address: string;
    displayType: unknown;
    staticPhone: string;
    phone: string;
    email: string;
    openingTime: string;
    closingTime: string;
    lat: number | null;
    lng: number | null;
    paymentTypes: unknown;
    hasRules: boolean;
    rules: string;
  },
  change: Record<string, unknown> = {},
) {
  const {
    id,
    name,
    address,
    displayType,
    staticPhone,
    phone,
    email,
    openingTime,
    closingTime,
    lat,
    lng,
    paymentTypes,
    hasRules,
    rules,
  } = p;
  return {
    providerId: id,
    name,
    address,
    displayType,
    staticPhone,
    phone,
    email,
    openingTime,
    closingTime,
    lat,
    lng,
    paymentTypes,
    hasRules,
    rules,
    ...change,
  };
}
