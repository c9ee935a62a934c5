import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import { BankAccountList } from '@/components/panel/bank-account/BankAccounts';

/** /panel/bankAccounts: the chain's settlement bank accounts. */
export default function BankAccountsPage() {
  return (
    <PanelGuard nav={OfficeNav} flag="bankAccounts" title="حساب‌های بانکی">
      {() => <BankAccountList />}
    </PanelGuard>
  );
}
