import { addressProblem } from '@shop/contracts/account-rules';
import { Input, Modal } from '@shop/ui';
import { useTRPC, useUiTexts } from '@shop/web-core';
import { useShopperTexts } from '../i18n';
import type { Address } from './address';
import { AreaPicker } from './AreaPicker';
import { Form, useForm, useSubmit } from '@shop/web-core/forms';

interface AddressDialogProps {
  /** The address to edit; a new one when absent. */
  address?: Address;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or edits a delivery address: recipient, phone, area, detailed address and the default flag. */
export function AddressDialog({ address, onClose, onSaved }: AddressDialogProps) {
  const { t } = useShopperTexts('delivery');
  const ui = useUiTexts();
  const trpc = useTRPC();
  const create = useSubmit(trpc.address.create.mutationOptions({ onSuccess: onSaved }));
  const update = useSubmit(trpc.address.update.mutationOptions({ onSuccess: onSaved }));
  const form = useForm({
    recipientName: address?.recipientName ?? '',
    phone: address?.phone ?? '',
    provinceCode: address?.provinceCode ?? '',
    cityCode: address?.cityCode ?? '',
    districtCode: address?.districtCode ?? '',
    detail: address?.detail ?? '',
    isDefault: address?.isDefault ?? false,
  });

  const submit = () => {
    // The shared rule reports the first problem in the order the form shows its fields.
    const found = addressProblem(form.values);
    if (!form.validate(found ? { [found.field]: found.problem } : {})) return;
    const values = { ...form.values, recipientName: form.values.recipientName.trim(), detail: form.values.detail.trim() };
    if (address) update.mutate({ id: address.id, ...values });
    else create.mutate(values);
  };

  return (
    <Modal open title={address ? t('editTitle') : t('addTitle')} onClose={onClose} {...ui.modal}>
      <Form submitLabel={t('save')} pending={create.isPending || update.isPending} onSubmit={submit}>
        <Input {...form.text('recipientName')} label={t('recipientName')} size="md" required autoComplete="name" />
        <Input {...form.text('phone')} label={t('phone')} hint={t('phoneHint')} size="md" required type="tel" autoComplete="tel" />
        <AreaPicker form={form} />
        <Input {...form.text('detail')} label={t('detail')} hint={t('detailHint')} size="md" required autoComplete="address-line1" />
        {/* The default address stays the default until another is chosen, so only others offer it. */}
        {address?.isDefault ? null : (
          <label className="shopper-checkbox">
            <input type="checkbox" checked={form.values.isDefault} onChange={(event) => form.change({ isDefault: event.target.checked })} />
            {t('makeDefault')}
          </label>
        )}
      </Form>
    </Modal>
  );
}
