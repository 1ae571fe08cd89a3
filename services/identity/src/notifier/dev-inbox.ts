import type { CodeMessage } from './notifier.js';

const MESSAGES_PER_ACCOUNT = 10;
const MAX_ACCOUNTS = 1_000;

/** The codes sent to each account, newest first, bounded so a long-running dev stack stays small. */
export class DevInbox {
  private readonly byAccount = new Map<string, CodeMessage[]>();

  add(message: CodeMessage): void {
    const messages = [message, ...(this.byAccount.get(message.account) ?? [])].slice(0, MESSAGES_PER_ACCOUNT);
    this.byAccount.delete(message.account);
    this.byAccount.set(message.account, messages);
    if (this.byAccount.size > MAX_ACCOUNTS) this.byAccount.delete(this.byAccount.keys().next().value!);
  }

  list(account: string): readonly CodeMessage[] {
    return this.byAccount.get(account) ?? [];
  }
}
