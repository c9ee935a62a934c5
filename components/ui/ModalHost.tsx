import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { useAppSelector } from '@/store';
import { selectModalStack, type ModalType } from '@/store/slices/modalsSlice';

/** Props every modal receives from the host. */
export interface ModalProps {
  modalId: number;
  onClose: () => void;
}

// Each modal loads only when first opened, so pages do not carry the phone input or the forms.
const REGISTRY: Record<ModalType, ComponentType<ModalProps & Record<string, unknown>>> = {
  login: dynamic(() => import('@/components/auth/LoginModal')),
  register: dynamic(() => import('@/components/auth/RegisterModal')),
  result: dynamic(() => import('@/components/auth/ResultModal')),
  error: dynamic(() => import('@/components/ui/ErrorModal')),
  confirm: dynamic(() => import('@/components/ui/ConfirmModal')),
  itemDetails: dynamic(() => import('@/components/menu/ItemDetailsModal')),
  branches: dynamic(() => import('@/components/menu/BranchModal')),
  contactUs: dynamic(() => import('@/components/layout/ContactModal')),
};

export default function ModalHost({ onClose }: { onClose: (id: number) => void }) {
  const stack = useAppSelector(selectModalStack);
  return (
    <>
      {stack.map((m) => {
        const Component = REGISTRY[m.type];
        return <Component key={m.id} modalId={m.id} onClose={() => onClose(m.id)} {...m.props} />;
      })}
    </>
  );
}
