/**
 * When withdrawals open again after the bound account was replaced at `replacedAt`: a stolen
 * session or password that changes where money goes gets no money out before the owner can notice
 * and act. Null when there is no cool-off. A first binding has none: nothing was redirected, and it
 * already needs the password.
 */
export function withdrawalsOpenAfterReplacement(replacedAt: Date, coolOffSeconds: number): Date | null {
  return coolOffSeconds > 0 ? new Date(replacedAt.getTime() + coolOffSeconds * 1000) : null;
}

/** The instant withdrawals open again if they are still cooling off at `now`, else undefined. */
export function coolingOffUntil(opensAt: Date | null | undefined, now: Date): Date | undefined {
  return opensAt && opensAt.getTime() > now.getTime() ? opensAt : undefined;
}
