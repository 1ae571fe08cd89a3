import { NICKNAME_MAX_LENGTH, type Account } from '@shop/contracts';

/** A new user's nickname: the masked phone number (0812****0001) or the email's local part. */
export function defaultNickname(account: Account): string {
  if (account.kind === 'email') return account.value.split('@')[0]!.slice(0, NICKNAME_MAX_LENGTH);
  const national = `0${account.value.slice(3)}`;
  return `${national.slice(0, 4)}****${national.slice(-4)}`;
}
