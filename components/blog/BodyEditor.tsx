import { useEffect, useId, useRef, useState } from 'react';
import type { BlogBodyPart, BlogPartType } from '@/lib/content-rules';
import type { BlogPartInput } from '@/lib/contracts/blog';
import { describeError } from '@/api-client';
import { toPersianDigits } from '@/lib/digits';
import { uploadWithProgress } from '@/api-client/upload';
import styles from './BodyEditor.module.css';

/** A body part while it is being edited (with a local key, the image preview and upload progress). */
export interface EditorPart {
  key: string;
  type: BlogPartType;
  content: string;
  name: string;
  url: string;
  progress?: number;
  error?: string;
}

let seq = 0;
export const newPart = (type: BlogPartType, from: Partial<EditorPart> = {}): EditorPart => ({
  key: `p${Date.now().toString(36)}${seq++}`,
  type,
  content: '',
  name: '',
  url: '',
  ...from,
});

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * A stored text part for the textarea: plain paragraphs come back as text with blank lines (as they
 * were typed); anything with other formatting stays HTML, which the server cleans again on save.
 */
export function editableText(html: string): string {
  if (!/^(<p>[\s\S]*?<\/p>)+$/.test(html) || /<(?!\/?p>|br\s*\/?>)/.test(html)) return html;
  return html
    .replace(/<\/p><p>/g, '\n\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/?p>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e]);
}

/** Parts of a stored post, for editing. */
export const partsFromBody = (body: BlogBodyPart[]): EditorPart[] =>
  body.map((p) =>
    newPart(p.type, {
      content: p.type === 'text' ? editableText(p.content) : p.content,
      name: p.name ?? '',
      url: p.url ?? '',
    }),
  );

/** Parts as the API takes them; empty parts are left out. */
export function partsToBody(parts: EditorPart[]): BlogPartInput[] {
  return parts.flatMap((p): BlogPartInput[] => {
    if (p.type === 'text' || p.type === 'heading')
      return p.content.trim() ? [{ type: p.type, content: p.content }] : [];
    if (p.type === 'image') return p.name ? [{ type: 'image', name: p.name, content: p.content }] : [];
    return p.url.trim() ? [{ type: 'video', url: p.url.trim(), name: p.name, content: p.content }] : [];
  });
}

const LABELS: Record<BlogPartType, string> = { text: 'متن', heading: 'عنوان', image: 'تصویر', video: 'ویدیو' };

export interface UploadedImage {
  fileName: string;
  url: string;
}

/** Uploads one image for a post (cover or image part). */
export function uploadBlogImage(file: File, onProgress: (p: number) => void) {
  return uploadWithProgress<UploadedImage>('/v1/blog/upload/image', 'image', file, { onProgress });
}

function ImageField({ part, onPatch }: { part: EditorPart; onPatch: (patch: Partial<EditorPart>) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    onPatch({ progress: 0, error: undefined });
    try {
      const up = await uploadBlogImage(file, (progress) => onPatch({ progress }));
      onPatch({ name: up.fileName, url: up.url, progress: undefined });
    } catch (err) {
      onPatch({ progress: undefined, error: describeError(err).message });
    }
  };
  return (
    <div className={styles.image}>
      {part.url && (
        // eslint-disable-next-line @next/next/no-img-element -- preview of the uploaded image
        <img src={part.url} alt="" className={styles.preview} width={380} height={280} />
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        onChange={(e) => pick(e.target.files?.[0])}
        data-testid="part-image-input"
      />
      <label htmlFor={id} className="btn btn-outline btn-sm">
        {part.url ? 'تغییر تصویر' : 'انتخاب تصویر'}
      </label>
      {part.progress !== undefined && (
        <span
          className={styles.progress}
          role="progressbar"
          aria-valuenow={part.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label="بارگذاری تصویر"
        >
          <span style={{ width: `${part.progress}%` }} />
          <em>{`${toPersianDigits(part.progress)}٪`}</em>
        </span>
      )}
      {part.error && (
        <p className="field-error" role="alert">
          {part.error}
        </p>
      )}
      <input
        className="input"
        value={part.content}
        onChange={(e) => onPatch({ content: e.target.value })}
        placeholder="توضیح تصویر (اختیاری)"
        aria-label="توضیح تصویر"
        maxLength={200}
      />
    </div>
  );
}

/**
 * The editor of a post's body: ordered parts of text, heading, image (uploaded) and video (by
 * address), each movable and removable. Text may hold simple formatting; the server keeps only safe tags.
 */
export default function BodyEditor({
  parts,
  onChange,
  allowVideo = true,
}: {
  parts: EditorPart[];
  onChange: (parts: EditorPart[]) => void;
  allowVideo?: boolean;
}) {
  const [announce, setAnnounce] = useState('');
  const patch = (key: string, p: Partial<EditorPart>) =>
    onChange(parts.map((x) => (x.key === key ? { ...x, ...p } : x)));
  // Keep the latest list for async uploads that patch after other edits.
  const latest = useRef(parts);
  useEffect(() => {
    latest.current = parts;
  }, [parts]);
  const patchLatest = (key: string, p: Partial<EditorPart>) =>
    onChange(latest.current.map((x) => (x.key === key ? { ...x, ...p } : x)));
  const move = (i: number, by: -1 | 1) => {
    const j = i + by;
    if (j < 0 || j >= parts.length) return;
    const next = [...parts];
    [next[i], next[j]] = [next[j], next[i]];
    onChange(next);
    setAnnounce(`بخش به جایگاه ${toPersianDigits(j + 1)} رفت.`);
  };
  const add = (type: BlogPartType) => onChange([...parts, newPart(type)]);
  const types: BlogPartType[] = allowVideo ? ['text', 'heading', 'image', 'video'] : ['text', 'heading', 'image'];

  return (
    <div className={styles.editor}>
      <ol className={styles.parts}>
        {parts.map((p, i) => (
          <li key={p.key} className={styles.part} data-testid="editor-part">
            <div className={styles.partHead}>
              <span className="badge">{`${toPersianDigits(i + 1)}. ${LABELS[p.type]}`}</span>
              <span className={styles.partTools}>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => move(i, -1)}
                  disabled={i === 0}
                  aria-label={`بردن بخش ${toPersianDigits(i + 1)} به بالا`}
                >
                  ▲
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => move(i, 1)}
                  disabled={i === parts.length - 1}
                  aria-label={`بردن بخش ${toPersianDigits(i + 1)} به پایین`}
                >
                  ▼
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => onChange(parts.filter((x) => x.key !== p.key))}
                  aria-label={`حذف بخش ${toPersianDigits(i + 1)}`}
                >
                  حذف
                </button>
              </span>
            </div>
            {p.type === 'text' && (
              <textarea
                className={`input ${styles.textarea}`}
                value={p.content}
                onChange={(e) => patch(p.key, { content: e.target.value })}
                rows={6}
                aria-label={`متن بخش ${toPersianDigits(i + 1)}`}
                placeholder="متن این بخش را بنویسید. برای پاراگراف تازه یک خط خالی بگذارید."
                data-testid="part-text"
              />
            )}
            {p.type === 'heading' && (
              <input
                className="input"
                value={p.content}
                onChange={(e) => patch(p.key, { content: e.target.value })}
                maxLength={200}
                aria-label={`عنوان بخش ${toPersianDigits(i + 1)}`}
                placeholder="عنوان میانی"
                data-testid="part-heading"
              />
            )}
            {p.type === 'image' && <ImageField part={p} onPatch={(x) => patchLatest(p.key, x)} />}
            {p.type === 'video' && (
              <div className={styles.video}>
                <input
                  className="input ltr"
                  dir="ltr"
                  type="url"
                  inputMode="url"
                  value={p.url}
                  onChange={(e) => patch(p.key, { url: e.target.value })}
                  placeholder="https://…/video.mp4"
                  aria-label="آدرس ویدیو"
                />
                <input
                  className="input"
                  value={p.name}
                  onChange={(e) => patch(p.key, { name: e.target.value })}
                  placeholder="عنوان ویدیو"
                  aria-label="عنوان ویدیو"
                  maxLength={120}
                />
              </div>
            )}
          </li>
        ))}
      </ol>
      <div className={styles.add} role="group" aria-label="افزودن بخش">
        <span className="muted">افزودن بخش:</span>
        {types.map((t) => (
          <button
            key={t}
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => add(t)}
            data-testid={`add-part-${t}`}
          >
            {`+ ${LABELS[t]}`}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </div>
  );
}
