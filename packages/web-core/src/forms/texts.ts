import { createAreaTexts } from '@shop/web-core';

/** `t` for the form kit's texts, one chunk per language, loaded with the first form or query shown. */
const useWebTexts = createAreaTexts<'forms'>('web', (locale) => import(`./texts/${locale}.ts`));

export const useFormTexts = () => useWebTexts('forms');
