-- Cash-out quotes are signed tokens (apps/server/src/sports/engine/quote-token.ts): handing one
-- out writes nothing, and a cash-out is paid once by the order's status and the ledger's
-- idempotency key. Nothing reads the quotes table any more.
drop table sports_cash_out_quotes;
