import { http } from '@/api-client';

/**
 * Sends one file as multipart with progress. Progress stops at 99 until the server has answered
 * (the spec's rule), then reaches 100.
 */
export async function uploadWithProgress<T>(url: string, field: string, file: File, onProgress?: (percent: number) => void, extra: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  Object.entries(extra).forEach(([k, v]) => form.append(k, v));
  const client = await http();
  const res = await client.post<T>(url, form, {
    timeout: 120_000,
    onUploadProgress: (e) => {
      if (!onProgress || !e.total) return;
      onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    },
  });
  onProgress?.(100);
  return res.data;
}
