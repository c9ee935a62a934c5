import { useAppDispatch } from '@/store';
import { openModal } from '@/store/slices/modalsSlice';
import EmptyState from './EmptyState';

/** Shown to a visitor on a screen that needs an account: one button opening the login modal. */
export default function LoginPrompt({ text }: { text: string }) {
  const dispatch = useAppDispatch();
  return (
    <EmptyState
      icon="lock"
      title="ابتدا وارد حساب کاربری خود شوید"
      text={text}
      action={{ onClick: () => dispatch(openModal({ type: 'login' })), label: 'ورود' }}
      testId="login-prompt"
    />
  );
}
