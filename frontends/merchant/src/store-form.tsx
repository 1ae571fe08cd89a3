import { normalizePhone } from '@shop/contracts/account-rules';
import { storeDescriptionProblem, storeNameProblem, storePhoneProblem } from '@shop/contracts/merchant-rules';
import { Input, Textarea } from '@shop/ui';
import { imageUrlFor, useTRPC } from '@shop/web-core';
import { useSubmit, type TextControl } from '@shop/web-core/forms';
import { useId, useRef, useState } from 'react';
import { useMerchantTexts } from './i18n';
import { LOGO_MAX_SIZE_TEXT, LOGO_TYPES, logoFileProblem, readAsDataUrl, type LogoProblem } from './logo';
import type { StoreLogo } from './merchant';

// The fields a store's application and its management share: name, phone, logo and description.

export interface StoreValues {
  storeName: string;
  /** The national number; the form shows +62 before it. */
  phone: string;
  description: string;
}

/** The phone as the form shows it after "+62". */
export function nationalPhone(phone: string): string {
  return phone.replace(/^\+62/, '');
}

/** Every store field's problem, by the shared merchant rules (the BFF checks the same). */
export function storeProblems(values: StoreValues) {
  return {
    storeName: storeNameProblem(values.storeName),
    phone: storePhoneProblem(values.phone),
    description: storeDescriptionProblem(values.description),
  };
}

/** The store fields as the merchant procedures take them, once `storeProblems` found nothing. */
export function storeInput(values: StoreValues, logo: StoreLogo) {
  return {
    storeName: values.storeName.trim(),
    phone: normalizePhone(values.phone) ?? values.phone,
    description: values.description.trim(),
    logoKey: logo.key,
  };
}

/** The logo being chosen: checked in the browser, uploaded at once, previewed from the stored sizes. */
export function useLogoUpload(initial: StoreLogo | undefined) {
  const trpc = useTRPC();
  const [logo, setLogo] = useState(initial?.key ? initial : undefined);
  const [problem, setProblem] = useState<LogoProblem>();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useSubmit(
    trpc.merchant.uploadLogo.mutationOptions({
      onSuccess: (uploaded) => {
        setLogo(uploaded);
        setProblem(undefined);
      },
    }),
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const found = logoFileProblem(file);
    setProblem(found);
    if (found) return;
    try {
      upload.mutate({ image: await readAsDataUrl(file) });
    } catch {
      setProblem('logo_unreadable');
    }
  };

  /** The logo; when there is none, shows that it is required (focusing the field when `focus`). */
  const required = (focus: boolean): StoreLogo | undefined => {
    if (logo) return logo;
    setProblem('logo_required');
    if (focus) inputRef.current?.focus();
    return undefined;
  };

  return { logo, problem, choose, required, uploading: upload.isPending, inputRef };
}

export type LogoUpload = ReturnType<typeof useLogoUpload>;

function LogoField({ upload }: { upload: LogoUpload }) {
  const { t } = useMerchantTexts('store');
  const id = useId();
  const preview = upload.logo && imageUrlFor(upload.logo, 64);
  return (
    <div className="ui-field">
      <label htmlFor={id} className="ui-field__label">
        {t('logo')}
        <span className="ui-field__required" aria-hidden="true">
          {' *'}
        </span>
      </label>
      <div className="merchant-logo-field">
        {preview ? <img className="merchant-logo-preview" src={preview} alt={t('logoPreview')} width={64} height={64} /> : null}
        <input
          id={id}
          ref={upload.inputRef}
          type="file"
          accept={LOGO_TYPES.join(',')}
          required
          aria-invalid={upload.problem ? true : undefined}
          aria-describedby={upload.problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => void upload.choose(event.target.files?.[0])}
        />
      </div>
      <p id={`${id}-hint`} className="ui-field__hint">
        {t('logoHint', { size: LOGO_MAX_SIZE_TEXT })}
      </p>
      <p role="status" className="ui-field__hint">
        {upload.uploading ? t('logoUploading') : ''}
      </p>
      {upload.problem ? (
        <p id={`${id}-error`} className="ui-field__error">
          {t(`logoProblems.${upload.problem}`, { size: LOGO_MAX_SIZE_TEXT })}
        </p>
      ) : null}
    </div>
  );
}

/** The store's fields, in the order of the spec's store: name, phone (+62), logo, description. */
export function StoreFields({ storeName, phone, description, logo }: { storeName: TextControl; phone: TextControl; description: TextControl; logo: LogoUpload }) {
  const { t } = useMerchantTexts('store');
  return (
    <>
      <Input {...storeName} label={t('storeName')} hint={t('storeNameHint')} size="md" required autoComplete="organization" />
      <Input {...phone} label={t('phone')} hint={t('phoneHint')} startAddon="+62" size="md" required type="tel" autoComplete="tel-national" />
      <LogoField upload={logo} />
      <Textarea {...description} label={t('description')} hint={t('descriptionHint')} />
    </>
  );
}
