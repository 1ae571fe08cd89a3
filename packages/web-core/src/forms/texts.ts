import { createAreaTexts } from '@shop/web-core';
import type forms from './texts/en';

/** `t` for the form kit's texts, one chunk per language, loaded with the first form or query shown. */
const useWebTexts = createAreaTexts<{ forms: typeof forms }>('web', (locale) => import(`./texts/${locale}.ts`));

export const useFormTexts = () => useWebTexts('forms');
