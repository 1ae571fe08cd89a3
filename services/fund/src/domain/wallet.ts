import { profitOf } from '@shop/contracts';
import type { UserBalances } from './ledger.js';

/** The figures a wallet shows (services/fund/README.md defines them). */
export interface WalletFigures {
  available: number;
  held: number;
  /** available + held; receivables of unfinished orders join it once orders exist. */
  assets: number;
  /** Profit records minus the goods cost paid. */
  profit: number;
  goodsCost: number;
}

export function walletFigures(balances: UserBalances): WalletFigures {
  return {
    available: balances.available,
    held: balances.held,
    assets: balances.available + balances.held,
    profit: profitOf(balances.profitRecords, balances.goodsCost),
    goodsCost: balances.goodsCost,
  };
}
