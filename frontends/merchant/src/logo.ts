import { LOGO_MAX_BYTES } from '@shop/contracts/merchant-rules';

/** The image types the merchant service re-encodes; anything else is refused before uploading. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type LogoProblem = 'logo_required' | 'invalid_logo' | 'logo_too_large' | 'logo_unreadable';

/** What is wrong with a chosen logo file before it is sent (the service checks its real type again). */
export function logoFileProblem(file: { type: string; size: number }): LogoProblem | undefined {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'invalid_logo';
  return file.size > LOGO_MAX_BYTES ? 'logo_too_large' : undefined;
}

/** The largest logo for people: "2 MB". */
export const LOGO_MAX_SIZE_TEXT = `${LOGO_MAX_BYTES / (1024 * 1024)} MB`;

/** The file as a data URL (`data:image/png;base64,…`), the form `merchant.uploadLogo` takes. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
