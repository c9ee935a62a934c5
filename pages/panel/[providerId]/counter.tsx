import BranchPanelPage from '@/components/panel/BranchPanelPage';
import CounterOrder from '@/components/panel/counter/CounterOrder';
import styles from '@/components/panel/staff/Staff.module.css';

/** /panel/{providerId}/counter: staff ring up a walk-in customer's order, paid on site. */
export default function BranchCounterPage() {
  return (
    <BranchPanelPage flag="orders" title="ثبت سفارش حضوری" frame="heading" styles={styles}>
      {({ providerId }) => <CounterOrder providerId={providerId} />}
    </BranchPanelPage>
  );
}
