import { describe, expect, it } from 'vitest';
import type { UserBalance } from '@mts/shared/schemas';
import { accountMoney, moneyFigures, rewardFigures } from './balance';

const yuanAccount = { priceUnit: 0, symbol: '¥', totalBalance: 500, withdrawableBalance: 300, frozenBalance: 200 };
const balance: UserBalance = { totalBalance: 900, withdrawableBalance: 900, frozenBalance: 0, jf: 7, jb: 8, accounts: [yuanAccount] };

describe('lib/balance: one reading of the balance for the wallet and the user centre', () => {
  it('reads a currency from its account entry first', () => {
    expect(accountMoney(balance, 0)).toMatchObject({ totalBalance: 500, withdrawableBalance: 300, frozenBalance: 200 });
  });
  it('falls back to the flat ¥ fields, and reads a missing $ account as zero', () => {
    expect(accountMoney({ ...balance, accounts: [] }, 0)).toMatchObject({ totalBalance: 900, withdrawableBalance: 900, frozenBalance: 0 });
    expect(accountMoney(balance, 10)).toEqual({ totalBalance: 0, withdrawableBalance: 0, frozenBalance: 0 });
  });
  it('formats with the currency symbol; points and coins or -- until known', () => {
    expect(moneyFigures(yuanAccount, 0)).toEqual({ total: '¥5.00', withdrawable: '¥3.00', frozen: '¥2.00' });
    expect(moneyFigures(yuanAccount, 10).total).toBe('$5.00');
    expect(rewardFigures(balance)).toEqual({ points: '7', coins: '8' });
    expect(rewardFigures(undefined)).toEqual({ points: '--', coins: '--' });
  });
});
