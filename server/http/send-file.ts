import type { NextApiResponse } from 'next';

const TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** Sends a made file (an export, a certificate) with its type from the name and a safe download name. */
export function sendFile(
  res: NextApiResponse,
  file: { data: Buffer; fileName: string },
  opts: { inline?: boolean; cache?: string } = {},
): void {
  const ext = file.fileName.split('.').pop() ?? '';
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_');
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Content-Length', String(file.data.length));
  res.setHeader(
    'Content-Disposition',
    `${opts.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
  );
  res.setHeader('Cache-Control', opts.cache ?? 'private, no-store');
  res.status(200).send(file.data);
}
