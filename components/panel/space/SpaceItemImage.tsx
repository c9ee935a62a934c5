import { useState } from 'react';
import { uploadWithProgress } from '@/api-client/upload';
import { describeError } from '@/api-client';
import { itemPhotoUrl } from '@/lib/client/site';
import { toPersianDigits } from '@/lib/digits';
import type { SpaceItemView } from '@/lib/contracts/space/items';
import { useAppDispatch } from '@/store';
import { askConfirm } from '@/store/slices/confirmBus';
import { spaceApi, useRemoveSpaceImageMutation } from '@/store/api/space';
import styles from '@/components/panel/shared/PanelForm.module.css';

/** An item's image in the item form: upload a new one (with progress) or remove it. */
export default function SpaceItemImage({ item }: { item: SpaceItemView }) {
  const dispatch = useAppDispatch();
  const [cover, setCover] = useState(item.cover);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const photo = itemPhotoUrl(cover);
  const [removeImage, { isLoading: removing }] = useRemoveSpaceImageMutation();
  const refresh = () => dispatch(spaceApi.util.invalidateTags(['SpaceMenu']));

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const r = await uploadWithProgress<{ imageFileName: string }>('/v1/menu/space/upload/images', 'image', file, {
        extra: { itemId: item._id },
        onProgress: setProgress,
      });
      setCover(r.imageFileName);
      refresh();
    } catch (err) {
      setError(describeError(err).message);
    } finally {
      setProgress(null);
    }
  };
  const remove = async () => {
    if (
      !cover ||
      !(await askConfirm(dispatch, {
        title: 'حذف تصویر',
        message: 'تصویر این فضا حذف شود؟',
        confirmText: 'حذف',
        danger: true,
      }))
    )
      return;
    setError(null);
    try {
      await removeImage({ itemId: item._id, imageFileName: cover }).unwrap();
      setCover(null);
    } catch (err) {
      setError(describeError(err).message);
    }
  };
  return (
    <div className={styles.field} style={{ display: 'grid', gap: '.5rem' }}>
      <span className="label">تصویر</span>
      {photo && (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={photo}
          alt={`تصویر ${item.title}`}
          width={160}
          height={110}
          style={{ objectFit: 'cover', borderRadius: 10 }}
        />
      )}
      <div className={styles.actions}>
        <label className="btn btn-outline btn-sm">
          {cover ? 'تغییر تصویر' : 'افزودن تصویر'}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            onChange={(e) => void upload(e.target.files?.[0])}
            disabled={progress !== null}
          />
        </label>
        {cover && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void remove()} disabled={removing}>
            حذف تصویر
          </button>
        )}
      </div>
      {progress !== null && <p role="status">{`در حال بارگذاری ${toPersianDigits(progress)}٪`}</p>}
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
