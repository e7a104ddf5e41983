/** The personal centre's money panels (issue 20): the wallet statement and the cashier. */
export { CashierPanel } from './CashierPanel.tsx';
export { WalletPanel } from './WalletPanel.tsx';
