import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth } from '@/store/slices/authSlice';
import { openModal, errorModal } from '@/store/slices/modalsSlice';
import { useSetBlogBookmarkMutation, useSetBlogLikeMutation } from '@/store/api/blog';
import { toPersianDigits } from '@/lib/digits';
import type { BlogPostView } from '@/lib/content-rules';
import styles from './BlogActions.module.css';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.1 3.2 4 7 4c2.1 0 3.6 1.1 5 2.9C13.4 5.1 14.9 4 17 4c3.8 0 6.1 4.1 4.6 7.7C19.5 16.4 12 21 12 21Z" />
    </svg>
  );
}

function Bookmark({ filled }: { filled: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M6 3h12v18l-6-4-6 4Z" />
    </svg>
  );
}

/**
 * Like, bookmark and share under a post. Like and bookmark are optimistic (the count moves by one at
 * once and moves back if the server refuses); visitors are asked to log in first. `ready`: the
 * session is known and, for a signed-in reader, the post is in the store (where the optimistic change lands).
 */
export default function BlogActions({ blog, ready }: { blog: BlogPostView; ready: boolean }) {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const [setLike, likeState] = useSetBlogLikeMutation();
  const [setBookmark, bookmarkState] = useSetBlogBookmarkMutation();
  const [shared, setShared] = useState(false);
  // Until the session is known (and a signed-in reader's own like is loaded) a click could go the wrong way.
  const canAct = blog.active && ready;

  const needLogin = () => {
    if (auth.state === 'user') return false;
    dispatch(openModal({ type: 'login' }));
    return true;
  };
  const fail = (err: unknown) => dispatch(errorModal(err));

  const onLike = () => {
    if (needLogin()) return;
    setLike({ blogId: blog._id, liked: !blog.isLiked }).unwrap().catch(fail);
  };
  const onBookmark = () => {
    if (needLogin()) return;
    setBookmark({ blogId: blog._id, bookmarked: !blog.isBookmarked }).unwrap().catch(fail);
  };
  const onShare = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) await navigator.share({ title: blog.title, url });
      else {
        await navigator.clipboard.writeText(url);
        setShared(true);
        setTimeout(() => setShared(false), 2000);
      }
    } catch {
      // The reader closed the share sheet.
    }
  };

  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={`${styles.action} ${blog.isLiked ? styles.liked : ''}`}
        onClick={onLike}
        aria-pressed={blog.isLiked}
        disabled={!canAct || likeState.isLoading}
        data-testid="blog-like"
      >
        <Heart filled={blog.isLiked} />
        <span>{blog.isLiked ? 'پسندیده‌اید' : 'پسندیدم'}</span>
        <span
          className={styles.count}
          data-testid="blog-like-count"
          aria-label={`${toPersianDigits(blog.likeNum)} پسند`}
        >
          {toPersianDigits(blog.likeNum)}
        </span>
      </button>
      <button
        type="button"
        className={`${styles.action} ${blog.isBookmarked ? styles.saved : ''}`}
        onClick={onBookmark}
        aria-pressed={blog.isBookmarked}
        disabled={!canAct || bookmarkState.isLoading}
        data-testid="blog-bookmark"
      >
        <Bookmark filled={blog.isBookmarked} />
        <span>{blog.isBookmarked ? 'ذخیره شد' : 'ذخیره'}</span>
      </button>
      <button type="button" className={styles.action} onClick={onShare} disabled={!blog.active}>
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        <span aria-live="polite">{shared ? 'پیوند کپی شد' : 'اشتراک‌گذاری'}</span>
      </button>
    </div>
  );
}
