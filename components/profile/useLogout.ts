import { useRouter } from 'next/router';
import { useAppDispatch } from '@/store';
import { useLogoutMutation } from '@/store/api/auth';
import { signedOut } from '@/store/slices/authSlice';
import { errorModal } from '@/store/slices/modalsSlice';
import { startLoading, stopLoading } from '@/store/slices/uiSlice';
import { askConfirm } from '@/store/slices/confirmBus';

/** Log out of /profile: asks first, then signs out and goes home (an error shows in the error modal). */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();
  return async () => {
    const yes = await askConfirm(dispatch, {
      title: 'خروج از حساب',
      message: 'آیا می‌خواهید از حساب خود خارج شوید؟',
      confirmText: 'خروج',
      danger: true,
    });
    if (!yes) return;
    dispatch(startLoading());
    try {
      await logout().unwrap();
      dispatch(signedOut());
      // The pages and the order read the service worker kept belong to this person (issue 29).
      await import('@/lib/client/sw').then((m) => m.clearOfflineCopies()).catch(() => undefined);
      await router.push('/');
    } catch (err) {
      dispatch(errorModal(err));
    } finally {
      dispatch(stopLoading());
    }
  };
}
