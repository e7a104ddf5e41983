/**
 * The bet receipt's texts (BetReceipt, and the slip's announcement of it). Keys are unique
 * across all message areas (a clash fails a test).
 */
export const en = {
  receiptPlacedOne: 'Bet placed',
  receiptPlacedMany: 'Bets placed',
  receiptAnnounce: 'Bet placed. The receipt is in the bet slip.',
  receiptReference: 'Reference',
  receiptOddsTaken: 'Odds taken',
  receiptStatusAccepted: 'Accepted',
  receiptStatusPending: 'Awaiting confirmation',
  receiptStatusRejected: 'Not accepted',
  receiptPendingNote: 'A bet awaiting confirmation shows its outcome in My bets.',
  receiptRejectedNote: 'A bet that was not accepted took no stake.',
  receiptKeep: 'Keep selections',
  receiptDone: 'Done',
};
