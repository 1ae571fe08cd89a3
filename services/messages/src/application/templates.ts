import { messagesReasons } from '@shop/contracts';
import { AppError, defineCommand, defineQuery, recordAudit } from '@shop/service-kit';
import { TemplateOverride } from '../db/entities.js';
import { allOverrides, type TemplateCache } from '../db/template-repository.js';
import { messageKindNames, type MessageKind } from '../domain/kinds.js';
import { languages, type Language } from '../domain/language.js';
import { isLanguage } from '../domain/preferences.js';
import { builtInTemplates, fill, placeholdersOf, sampleParams, smsSegments, templateProblems, type TemplateTexts } from '../domain/templates.js';
import { signedInUser } from './notifications.js';

export interface TemplateView {
  kind: MessageKind;
  language: Language;
  placeholders: string[];
  texts: TemplateTexts;
  edited: { at: Date; by: string } | undefined;
}

const isKind = (value: string): value is MessageKind => (messageKindNames as readonly string[]).includes(value);

/** The kind, language and texts asked for, each known and the texts fit to send. */
function checked(request: { kind: string; language: string; texts?: Partial<TemplateTexts> }): { kind: MessageKind; language: Language; texts: TemplateTexts } {
  const texts = { title: request.texts?.title ?? '', short: request.texts?.short ?? '', body: request.texts?.body ?? '' };
  if (!isKind(request.kind) || !isLanguage(request.language)) throw new AppError('INVALID_ARGUMENT', messagesReasons.templateInvalid, 'unknown kind or language');
  const [problem] = templateProblems(request.kind, texts);
  if (problem) throw new AppError('INVALID_ARGUMENT', messagesReasons.templateInvalid, `${problem.field}: ${problem.problem}${problem.name ? ` {${problem.name}}` : ''}`);
  return { kind: request.kind, language: request.language, texts };
}

/** Operator: every kind's texts in every language, the operators' edits where there are some. */
export const listTemplates = defineQuery('ListTemplates', async ({ em }): Promise<TemplateView[]> => {
  const edits = new Map((await allOverrides(em)).map((row) => [`${row.kind}:${row.language}`, row]));
  return messageKindNames.flatMap((kind) =>
    languages.map((language) => {
      const edit = edits.get(`${kind}:${language}`);
      return {
        kind,
        language,
        placeholders: placeholdersOf(kind),
        texts: edit ? { title: edit.title, short: edit.short, body: edit.body } : builtInTemplates[kind][language],
        edited: edit && { at: edit.editedAt, by: edit.editedBy },
      };
    }),
  );
});

/** Operator: texts filled with the kind's sample values, and the SMS segments the short one takes. */
export const previewTemplate = defineQuery('PreviewTemplate', async (_context, request: { kind: string; language: string; texts?: Partial<TemplateTexts> }): Promise<{ preview: TemplateTexts; smsSegments: number }> => {
  const { kind, language, texts } = checked(request);
  const params = sampleParams[kind];
  const preview = { title: fill(texts.title, params, language), short: fill(texts.short, params, language), body: fill(texts.body, params, language) };
  return { preview, smsSegments: smsSegments(preview.short) };
});

/** Operator: replaces a kind's texts in a language, or restores the built-in ones; audited. */
export function updateTemplate(cache: TemplateCache) {
  return defineCommand('UpdateTemplate', async ({ em, now, caller, afterCommit }, request: { kind: string; language: string; texts?: Partial<TemplateTexts>; restore: boolean }): Promise<TemplateView> => {
    const operatorId = signedInUser(caller);
    // Restoring checks the kind and language with the built-in texts they would go back to.
    const { kind, language, texts } = checked(request.restore ? { ...request, texts: builtInTemplates[request.kind as MessageKind]?.[request.language as Language] } : request);
    if (request.restore) await em.nativeDelete(TemplateOverride, { kind, language });
    else await em.upsert(TemplateOverride, { kind, language, ...texts, editedBy: operatorId, editedAt: now });
    recordAudit(em, { actorId: operatorId, action: request.restore ? 'template.restored' : 'template.edited', subject: `template:${kind}:${language}`, reason: '' }, now);
    afterCommit(async () => cache.forget());
    return { kind, language, placeholders: placeholdersOf(kind), texts, edited: request.restore ? undefined : { at: now, by: operatorId } };
  });
}
