import { reviewReasonProblem } from '@shop/contracts/merchant-rules';
import { Input, Modal } from '@shop/ui';
import { useUiTexts } from '@shop/web-core';
import { Form, useForm } from '@shop/web-core/forms';
import { useOperatorTexts } from '../i18n';

interface ReasonDialogProps {
  title: string;
  description: string;
  submitLabel: string;
  pending: boolean;
  /** The reason, trimmed, once the shared rule finds nothing wrong with it. */
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason an operator's decision needs (the applicant or the audit log reads it). */
export function ReasonDialog({ title, description, submitLabel, pending, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useOperatorTexts('console');
  const ui = useUiTexts();
  const form = useForm({ reason: '' });
  const submit = () => {
    if (form.validate({ reason: reviewReasonProblem(form.values.reason) })) onSubmit(form.values.reason.trim());
  };
  return (
    <Modal open title={title} description={description} onClose={onClose} {...ui.modal}>
      <Form submitLabel={submitLabel} pending={pending} onSubmit={submit}>
        <Input {...form.text('reason')} label={t('reason')} hint={t('reasonHint')} size="md" required autoComplete="off" />
      </Form>
    </Modal>
  );
}
