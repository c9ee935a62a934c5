import dynamic from 'next/dynamic';
import { memo, useCallback, type ComponentType } from 'react';
import { useAppSelector } from '@/store';
import { selectModalStack, type ModalEntry, type ModalType } from '@/store/slices/modalsSlice';
import { useModalHistory } from './useModalHistory';

/** Props every modal receives from the host. */
export interface ModalProps {
  modalId: number;
  onClose: () => void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModal = ComponentType<ModalProps & any>;

// Each modal loads only when first opened, so pages do not carry the phone input or the forms.
const REGISTRY: Record<ModalType, AnyModal> = {
  login: dynamic(() => import('@/components/auth/LoginModal')),
  register: dynamic(() => import('@/components/auth/RegisterModal')),
  result: dynamic(() => import('@/components/auth/ResultModal')),
  error: dynamic(() => import('@/components/ui/ErrorModal')),
  confirm: dynamic(() => import('@/components/ui/ConfirmModal')),
  itemDetails: dynamic(() => import('@/components/menu/ItemDetailsModal')),
  branches: dynamic(() => import('@/components/menu/BranchModal')),
  contactUs: dynamic(() => import('@/components/layout/ContactModal')),
  paymentType: dynamic(() => import(/* webpackChunkName: "pay-modal" */ '@/components/payment/PaymentTypeModal')),
  gift: dynamic(() => import('@/components/gift/GiftModal')),
  bundlePrice: dynamic(() => import('@/components/bundle/BundlePriceModal')),
  eventPayment: dynamic(() => import('@/components/academy/EventPaymentModal')),
};

/** One open modal; its onClose keeps its identity across renders so the modal's focus handling runs once. */
const HostedModal = memo(function HostedModal({
  entry,
  onClose,
}: {
  entry: ModalEntry;
  onClose: (id: number) => void;
}) {
  const close = useCallback(() => onClose(entry.id), [onClose, entry.id]);
  const Component = REGISTRY[entry.type];
  return <Component modalId={entry.id} onClose={close} {...entry.props} />;
});

export default function ModalHost({ onClose }: { onClose: (id: number) => void }) {
  const stack = useAppSelector(selectModalStack);
  useModalHistory(stack, onClose);
  return (
    <>
      {stack.map((m) => (
        <HostedModal key={m.id} entry={m} onClose={onClose} />
      ))}
    </>
  );
}
