import { useEffect } from 'react';
import { useAppDispatch } from '@/store';
import { setPageTitle } from '@/store/slices/uiSlice';

/** Sets the header's title while a customer ticket page is shown. */
export function usePageTitle(title: string) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(setPageTitle(title));
    return () => {
      dispatch(setPageTitle(null));
    };
  }, [dispatch, title]);
}

export const SUPPORT_TITLE = 'پشتیبانی';
