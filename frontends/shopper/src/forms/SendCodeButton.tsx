import { Button } from '@shop/ui';
import { useTRPC } from '@shop/web-core';
import { useEffect, useState } from 'react';
import { useShopperTexts } from '../i18n';
import { useSubmit } from '@shop/web-core/forms';

export type CodePurpose = 'signup' | 'signin' | 'reset';

/** Whole seconds until `deadline` (a `Date.now()` time), re-rendering each second; 0 without one. */
function useSecondsLeft(deadline: number | undefined): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (deadline === undefined) return;
    setNow(Date.now());
    // Counting against the clock (not ticks) stays right when a background tab slows the timer.
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

interface SendCodeButtonProps {
  purpose: CodePurpose;
  /** The account to send the code to, or undefined once the form has shown why it cannot. */
  account: () => string | undefined;
  /** With how long the code stays valid. */
  onSent: (expiresInSeconds: number) => void;
}

/** Asks for a verification code, then waits out the server's resend cool-down before the next. */
export function SendCodeButton({ purpose, account, onSent }: SendCodeButtonProps) {
  const { t } = useShopperTexts('forms');
  const trpc = useTRPC();
  const sendCode = useSubmit(trpc.user.sendCode.mutationOptions());
  const [resendAt, setResendAt] = useState<number>();
  const secondsLeft = useSecondsLeft(resendAt);

  const send = () => {
    const to = account();
    if (to === undefined) return;
    sendCode.mutate(
      { account: to, purpose },
      {
        onSuccess: ({ resendAfterSeconds, expiresInSeconds }) => {
          setResendAt(Date.now() + resendAfterSeconds * 1000);
          onSent(expiresInSeconds);
        },
      },
    );
  };

  return (
    <Button variant="outline" size="md" className="shopper-send-code" loading={sendCode.isPending} disabled={secondsLeft > 0} onClick={send}>
      {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('sendCode')}
    </Button>
  );
}
