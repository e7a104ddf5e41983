import { EmptyState, Skeleton } from '@touchline/ui';
import { useTranslation } from 'react-i18next';
import { useWallet } from '../../../data/queries/member.ts';
import { usePaymentMethods } from '../../../data/queries/cashier.ts';
import { DepositSection } from './DepositSection.tsx';
import { LoadFailed } from '../../parts.tsx';
import { TransactionsSection } from './TransactionsSection.tsx';
import { WithdrawSection } from './WithdrawSection.tsx';
import * as css from './wallet.css.ts';

/**
 * The cashier (issue 20 §2), a panel of the personal centre: deposit, withdraw and the recent
 * deposits and withdrawals. With no payments provider (no method offered) it says so plainly and
 * shows no form that could not work; the list of what was done stays.
 */
export function CashierPanel() {
  const { t } = useTranslation('wallet');
  const methods = usePaymentMethods();
  const wallet = useWallet();

  let forms;
  if (methods.status === 'pending' || wallet.status === 'pending') forms = <Skeleton lines={6} />;
  else if (methods.status === 'error' || wallet.status === 'error')
    forms = (
      <LoadFailed
        ns="wallet"
        onRetry={() => {
          void methods.refetch();
          void wallet.refetch();
        }}
      />
    );
  else if (methods.data.length === 0)
    forms = (
      <EmptyState
        kind="noData"
        title={t('unavailable.title')}
        description={t('unavailable.description')}
      />
    );
  else
    forms = (
      <div className={css.columns}>
        <DepositSection methods={methods.data} walletCurrency={wallet.data.currency} />
        <WithdrawSection balance={wallet.data.memberWallet} currency={wallet.data.currency} />
      </div>
    );

  return (
    <div className={css.panel}>
      {forms}
      <TransactionsSection currency={wallet.data?.currency ?? ''} />
    </div>
  );
}
