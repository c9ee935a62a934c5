import { useEffect } from 'react';
import { useAppDispatch } from '@/store';
import { setPageTitle } from '@/store/slices/uiSlice';

/**
 * Sets the fixed header's title while the calling page is shown and clears it when the page goes.
 * Nothing is set while `title` is null or undefined (e.g. data still loading).
 */
export function usePageTitle(title: string | null | undefined) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (title == null) return;
    dispatch(setPageTitle(title));
  }, [dispatch, title]);
  useEffect(() => () => void dispatch(setPageTitle(null)), [dispatch]);
}
