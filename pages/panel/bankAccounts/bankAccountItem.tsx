import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import { BankAccountForm } from '@/components/panel/bank-account/BankAccounts';

/** /panel/bankAccounts/bankAccountItem: add a settlement bank account. */
export default function BankAccountItemPage() {
  return (
    <PanelGuard nav={OfficeNav} flag="bankAccounts" title="افزودن حساب بانکی">
      {() => <BankAccountForm />}
    </PanelGuard>
  );
}
