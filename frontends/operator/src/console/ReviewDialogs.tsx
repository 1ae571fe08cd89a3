import { Button, Modal } from '@shop/ui';
import { useUiTexts } from '@shop/web-core';
import { useOperatorTexts } from '../i18n';
import { ReasonDialog } from './ReasonDialog';

/** What the dialogs say about one request under review. */
export interface ReviewTexts {
  approveTitle: string;
  approveText: string;
  approve: string;
  rejectTitle: string;
  rejectText: string;
  reject: string;
}

export type ReviewDecision = { approve: true } | { approve: false; reason: string };

interface ReviewDialogsProps<T> {
  /** The request whose approval is being confirmed, if any. */
  approving: T | undefined;
  /** The request being rejected, if any: a rejection needs a reason its owner reads. */
  rejecting: T | undefined;
  texts: (request: T) => ReviewTexts;
  pending: boolean;
  onDecide: (request: T, decision: ReviewDecision) => void;
  onClose: () => void;
}

/** A review queue's two dialogs (withdrawals, adjustments): confirm an approval, or reject with a reason. */
export function ReviewDialogs<T>({ approving, rejecting, texts, pending, onDecide, onClose }: ReviewDialogsProps<T>) {
  const consoleTexts = useOperatorTexts('console').t;
  const ui = useUiTexts();
  const approval = approving && texts(approving);
  const rejection = rejecting && texts(rejecting);
  return (
    <>
      <Modal
        open={approving !== undefined}
        onClose={onClose}
        title={approval?.approveTitle}
        description={approval?.approveText}
        size="sm"
        {...ui.modal}
        footer={
          <>
            <Button variant="outline" color="gray" onClick={onClose}>
              {consoleTexts('cancel')}
            </Button>
            <Button loading={pending} onClick={() => approving && onDecide(approving, { approve: true })}>
              {approval?.approve}
            </Button>
          </>
        }
      />
      {rejecting && rejection && (
        <ReasonDialog
          title={rejection.rejectTitle}
          description={rejection.rejectText}
          submitLabel={rejection.reject}
          pending={pending}
          onSubmit={(reason) => onDecide(rejecting, { approve: false, reason })}
          onClose={onClose}
        />
      )}
    </>
  );
}
