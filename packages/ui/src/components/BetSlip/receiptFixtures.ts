import type { BetReceiptBet } from './BetReceipt.tsx';

/** Placed bets as a receipt shows them (stories and tests). */
export const receiptSingle: BetReceiptBet = {
  id: 'BO-20261122-0001',
  kind: 'single',
  status: 'accepted',
  legs: [
    {
      id: 's1',
      match: 'Arsenal v Chelsea',
      market: 'Full time result',
      selection: 'Arsenal',
      price: 2.1,
    },
  ],
  price: 2.1,
  stake: '100.00',
  potentialReturn: '210.00',
};

export const receiptParlay: BetReceiptBet = {
  id: 'BO-20261122-0002',
  kind: 'parlay',
  status: 'accepted',
  legs: [
    receiptSingle.legs[0]!,
    {
      id: 's2',
      match: 'Real Madrid v Barcelona',
      market: 'Total goals',
      selection: 'Over 2.5',
      price: 1.85,
    },
    {
      id: 's3',
      match: 'Jannik Sinner v Carlos Alcaraz',
      market: 'Match winner',
      selection: 'Jannik Sinner',
      price: 1.72,
    },
  ],
  // 2.1 × 1.85 × 1.72, as the server answers it
  price: 6.6822,
  stake: '20.00',
  potentialReturn: '133.64',
};

export const receiptSecondSingle: BetReceiptBet = {
  ...receiptSingle,
  id: 'BO-20261122-0003',
  legs: [receiptParlay.legs[1]!],
  price: 1.85,
  stake: '25.50',
  potentialReturn: '47.17',
};
