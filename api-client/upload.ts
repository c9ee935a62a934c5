import { http } from '@/api-client';

/** Rounded percentage of an upload, held at 99 until the server has answered (the spec's rule). */
export function uploadPercent(loaded: number, total: number | undefined): number {
  if (!total) return 0;
  return Math.min(99, Math.round((loaded * 100) / total));
}

export interface UploadOptions {
  /** Called with 0–99 while the bytes go out, then 100 once the server has answered. */
  onProgress?: (percent: number) => void;
  /** Extra text fields sent with the file. */
  extra?: Record<string, string>;
  /** Cancels the upload (e.g. the file was removed from the form). */
  signal?: AbortSignal;
}

/**
 * The one upload with progress (blog images, avatars, ticket attachments): one file as multipart
 * under `field`, resolving to the server's JSON answer.
 */
export async function uploadWithProgress<T>(
  url: string,
  field: string,
  file: File,
  { onProgress, extra = {}, signal }: UploadOptions = {},
): Promise<T> {
  const form = new FormData();
  form.append(field, file, file.name);
  Object.entries(extra).forEach(([k, v]) => form.append(k, v));
  const client = await http();
  const res = await client.post<T>(url, form, {
    signal,
    timeout: 120_000,
    onUploadProgress: (e) => onProgress?.(uploadPercent(e.loaded, e.total ?? file.size)),
  });
  onProgress?.(100);
  return res.data;
}
