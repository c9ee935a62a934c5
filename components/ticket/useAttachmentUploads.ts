import type { TicketFlavour as Flavour } from '@/lib/contracts/ticket/views';
import { useCallback, useEffect, useRef, useState } from 'react';
import { persianOr } from '@/api-client';
import { uploadWithProgress } from '@/api-client/upload';
import { CORE_ERRORS } from '@/lib/messages/core';
import { MAX_ATTACHMENTS } from '@/lib/ticket-rules';
import type { AttachmentRef, TicketAttachmentView } from '@/lib/contracts/ticket/views';
import { useRemoveAttachmentMutation } from '@/store/api/ticket';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'];
export const ACCEPT_ATTR = ACCEPTED.join(',');

/** One file in a form (section 3's Attachment): inProgress, then success or failed. */
export interface UploadItem {
  key: string;
  index: number;
  originalName: string;
  fileName: string | null;
  size: number;
  contentType: string;
  /** 0–100, held at 99 until the server has answered. */
  progress: number;
  state: 'inProgress' | 'success' | 'failed';
  error: string | null;
  /** A local preview of an image. */
  src: string | null;
}

let sequence = 0;

/**
 * The files of one form: each uploads at once with its progress, can be removed (also from the
 * server), and the sent form gets the successful ones as {fileName, originalName}.
 */
export function useAttachmentUploads({ flavour, scope }: { flavour: Flavour; scope: 'ticket' | 'comment' }) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());
  const [removeOnServer] = useRemoveAttachmentMutation();

  // The ref is the list's source of truth, written with the state, so a late progress event and a
  // new file added at the same moment never overwrite each other. Side effects (uploads, server
  // removals) run outside state updaters, which React may call twice.
  const itemsRef = useRef<UploadItem[]>([]);
  const commit = useCallback((next: UploadItem[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);
  const patch = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      commit(itemsRef.current.map((it) => (it.key === key ? { ...it, ...change } : it))),
    [commit],
  );

  useEffect(() => {
    const urls = previews.current;
    const ctrls = controllers.current;
    return () => {
      urls.forEach((u) => URL.revokeObjectURL(u));
      ctrls.forEach((c) => c.abort());
    };
  }, []);

  const upload = useCallback(
    async (key: string, file: File) => {
      const ctrl = new AbortController();
      controllers.current.set(key, ctrl);
      try {
        const res = await uploadWithProgress<{ attachment: TicketAttachmentView }>(
          flavour === 'internal' ? '/v1/ticket/upload/attachment' : '/v1/ticket/upload/attachment/external',
          'file',
          file,
          {
            signal: ctrl.signal,
            onProgress: (progress) => patch(key, { progress: Math.min(progress, 99) }),
          },
        );
        const a = res?.attachment;
        if (!a?.fileName) throw new Error('invalid');
        patch(key, { state: 'success', progress: 100, fileName: a.fileName, originalName: a.originalName });
      } catch (err) {
        if (ctrl.signal.aborted) return;
        patch(key, { state: 'failed', error: persianOr(err, 'بارگذاری ناموفق بود.') });
      } finally {
        controllers.current.delete(key);
      }
    },
    [flavour, patch],
  );

  const add = useCallback(
    (files: FileList | File[]) => {
      const current = itemsRef.current;
      const room = MAX_ATTACHMENTS - current.filter((i) => i.state !== 'failed').length;
      const next: UploadItem[] = [];
      const start: [string, File][] = [];
      Array.from(files)
        .slice(0, Math.max(0, room))
        .forEach((file) => {
          const key = `up-${++sequence}`;
          const src = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
          if (src) previews.current.add(src);
          let error: string | null = null;
          if (!ACCEPTED.includes(file.type)) error = CORE_ERRORS.UPLOAD_TYPE.fa;
          else if (file.size > MAX_BYTES) error = CORE_ERRORS.UPLOAD_TOO_LARGE.fa;
          next.push({
            key,
            index: current.length + next.length,
            originalName: file.name,
            fileName: null,
            size: file.size,
            contentType: file.type,
            progress: 0,
            state: error ? 'failed' : 'inProgress',
            error,
            src,
          });
          if (!error) start.push([key, file]);
        });
      commit([...current, ...next]);
      start.forEach(([key, file]) => void upload(key, file));
      return next.length;
    },
    [upload, commit],
  );

  const remove = useCallback(
    (key: string) => {
      const it = itemsRef.current.find((i) => i.key === key);
      if (!it) return;
      if (it.state === 'inProgress') controllers.current.get(key)?.abort();
      if (it.state === 'success' && it.fileName) void removeOnServer({ fileName: it.fileName, scope });
      if (it.src) {
        URL.revokeObjectURL(it.src);
        previews.current.delete(it.src);
      }
      commit(itemsRef.current.filter((i) => i.key !== key).map((i, index) => ({ ...i, index })));
    },
    [removeOnServer, scope, commit],
  );

  /** After the form was sent: its files now belong to the ticket or comment, so nothing is removed. */
  const reset = useCallback(() => {
    previews.current.forEach((u) => URL.revokeObjectURL(u));
    previews.current.clear();
    commit([]);
  }, [commit]);

  const refs: AttachmentRef[] = items
    .filter((i) => i.state === 'success' && i.fileName)
    .map((i) => ({ fileName: i.fileName!, originalName: i.originalName }));
  const busy = items.some((i) => i.state === 'inProgress');
  const full = items.filter((i) => i.state !== 'failed').length >= MAX_ATTACHMENTS;
  return { items, add, remove, reset, refs, busy, full };
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;
