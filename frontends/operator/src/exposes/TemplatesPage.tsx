import { messageLanguages, TEMPLATE_TEXT_LIMITS, type MessageLanguage } from '@shop/contracts/notification-rules';
import { Button, EmptyState, Input, Modal, Select, Textarea } from '@shop/ui';
import { useQuery, useQueryClient, useTRPC, useUiTexts } from '@shop/web-core';
import { Loaded, useSubmit } from '@shop/web-core/forms';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ConsolePage, useAnnounce } from '../console/ConsolePage';
import { Facts, Time } from '../console/details';
import type { Template } from '../console/records';
import { useOperatorTexts } from '../i18n';

type Texts = Template['texts'];
type Field = keyof Texts;
const fields = ['title', 'short', 'body'] as const satisfies readonly Field[];

/** How long typing pauses before the preview is asked for. */
export const PREVIEW_DELAY_MS = 400;

/**
 * The messages service's templates (`/ops/templates`): a kind and a language picked, its title,
 * short text (SMS, WhatsApp) and body edited with the kind's placeholders, previewed with sample
 * values as they are typed (with the SMS segments the short text takes), saved, or restored to the
 * built-in texts after confirmation.
 */
export default function TemplatesPage() {
  const { t } = useOperatorTexts('templates');
  return (
    <ConsolePage title={t('title')}>
      <Templates />
    </ConsolePage>
  );
}

function Templates() {
  const { t } = useOperatorTexts('templates');
  const trpc = useTRPC();
  const templates = useQuery(trpc.operator.templates.queryOptions());
  return (
    <Loaded query={templates}>
      {({ items }) => (items.length === 0 ? <EmptyState className="ops-card" title={t('empty')} titleAs="h2" /> : <Picker templates={items} />)}
    </Loaded>
  );
}

function Picker({ templates }: { templates: readonly Template[] }) {
  const { t } = useOperatorTexts('templates');
  const ui = useUiTexts();
  const kinds = [...new Set(templates.map((template) => template.kind))];
  const [kind, setKind] = useState(kinds[0]!);
  const [language, setLanguage] = useState<MessageLanguage>('ind');
  const template = templates.find((item) => item.kind === kind && item.language === language);
  return (
    <>
      <div className="ops-filters">
        <Select label={t('kind')} size="md" options={kinds.map((name) => ({ value: name, label: name }))} value={kind} onChange={setKind} {...ui.select} />
        <Select
          label={t('language')}
          size="md"
          searchable={false}
          options={messageLanguages.map((name) => ({ value: name, label: t(`languages.${name}`) }))}
          value={language}
          onChange={setLanguage}
          {...ui.select}
        />
      </div>
      {/* Another kind or language starts a fresh editor from what is stored. */}
      {template ? <Editor key={`${template.kind}:${template.language}:${template.editedAt?.getTime() ?? 'built-in'}`} template={template} /> : null}
    </>
  );
}

function Editor({ template }: { template: Template }) {
  const { t } = useOperatorTexts('templates');
  const consoleTexts = useOperatorTexts('console').t;
  const ui = useUiTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [texts, setTexts] = useState<Texts>(template.texts);
  const [restoring, setRestoring] = useState(false);
  const language = t(`languages.${template.language}`);
  const names = { kind: template.kind, language };

  // Where a placeholder goes when pressed: the last field edited, at its cursor.
  const last = useRef<{ field: Field; at: number }>({ field: 'body', at: template.texts.body.length });
  const remember = (field: Field, element: HTMLInputElement | HTMLTextAreaElement) => {
    last.current = { field, at: element.selectionStart ?? element.value.length };
  };
  const insert = (name: string) => {
    const { field, at } = last.current;
    const placeholder = `{${name}}`;
    setTexts((current) => ({ ...current, [field]: current[field].slice(0, at) + placeholder + current[field].slice(at) }));
    last.current = { field, at: at + placeholder.length };
  };

  const saved = async (message: string) => {
    await queryClient.invalidateQueries(trpc.operator.templates.pathFilter());
    announce(message);
  };
  const update = useSubmit(
    trpc.operator.updateTemplate.mutationOptions({
      onSuccess: (_template, input) => {
        setRestoring(false);
        return saved(t('restore' in input ? 'restored' : 'saved', names));
      },
    }),
  );
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ kind: template.kind, language: template.language, texts });
  };

  return (
    <section className="ops-card" aria-labelledby="ops-template-heading">
      <div className="ops-card__head">
        <div>
          <h2 id="ops-template-heading" className="ops-id">
            {template.kind} · {language}
          </h2>
          <p className="ops-muted">{template.edited ? t('edited') : t('builtIn')}</p>
        </div>
        {template.edited ? (
          <Button size="sm" variant="outline" color="danger" onClick={() => setRestoring(true)}>
            {t('restore')}
          </Button>
        ) : null}
      </div>
      {template.edited ? (
        <Facts
          facts={[
            [t('editedBy'), <span className="ops-id">{template.editedBy}</span>, 'wide'],
            ...(template.editedAt ? [[t('editedAt'), <Time at={template.editedAt} />] as const] : []),
          ]}
        />
      ) : null}
      <div className="ops-placeholders">
        <p className="ops-muted" id="ops-placeholders-hint">
          {t('placeholders')}: {t('placeholdersHint')}
        </p>
        <div className="ops-actions" role="group" aria-labelledby="ops-placeholders-hint">
          {template.placeholders.map((name) => (
            <Button key={name} size="sm" variant="outline" color="gray" aria-label={t('insert', { name: `{${name}}` })} onClick={() => insert(name)}>
              {`{${name}}`}
            </Button>
          ))}
        </div>
      </div>
      <form className="ops-template" onSubmit={save}>
        {fields.map((field) => {
          const props = {
            label: t(`fields.${field}`),
            hint: t('characters', { count: [...texts[field]].length, max: TEMPLATE_TEXT_LIMITS[field] }),
            value: texts[field],
            maxLength: TEMPLATE_TEXT_LIMITS[field],
            required: true,
            autoComplete: 'off',
            onChange: (event: { target: HTMLInputElement | HTMLTextAreaElement }) => {
              setTexts((current) => ({ ...current, [field]: event.target.value }));
              remember(field, event.target);
            },
            onSelect: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => remember(field, event.currentTarget),
          };
          return field === 'title' ? <Input key={field} {...props} size="md" /> : <Textarea key={field} {...props} rows={field === 'short' ? 3 : 6} />;
        })}
        <div className="ops-actions">
          <Button type="submit" loading={update.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
      <Preview kind={template.kind} language={template.language} texts={texts} />
      <Modal
        open={restoring}
        title={t('restoreTitle', names)}
        description={t('restoreText')}
        onClose={() => setRestoring(false)}
        size="sm"
        {...ui.modal}
        footer={
          <>
            <Button variant="outline" color="gray" onClick={() => setRestoring(false)}>
              {consoleTexts('cancel')}
            </Button>
            <Button color="danger" loading={update.isPending} onClick={() => update.mutate({ kind: template.kind, language: template.language, restore: true })}>
              {t('restore')}
            </Button>
          </>
        }
      />
    </section>
  );
}

/** The texts filled with sample values, asked for once typing pauses; a problem with them shown as the BFF words it. */
function Preview({ kind, language, texts }: { kind: string; language: MessageLanguage; texts: Texts }) {
  const { t } = useOperatorTexts('templates');
  const trpc = useTRPC();
  // Changes nothing: not a user's intent, so neither a loading toast nor a failure toast.
  const preview = useSubmit(trpc.operator.previewTemplate.mutationOptions({ meta: { background: true } }));
  // The last preview stays on screen while the next one is asked for.
  const [shown, setShown] = useState<{ preview: Texts; smsSegments: number }>();
  const { mutate } = preview;
  const { title, short, body } = texts;
  useEffect(() => {
    // Only the latest call's onSuccess runs, so an earlier answer arriving late is not shown.
    const timer = setTimeout(() => mutate({ kind, language, texts: { title, short, body } }, { onSuccess: setShown }), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mutate, kind, language, title, short, body]);

  return (
    <section className="ops-preview" aria-labelledby="ops-preview-heading" aria-busy={preview.isPending}>
      <h3 id="ops-preview-heading">{t('preview')}</h3>
      {preview.isPending ? <p className="ops-muted">{t('previewing')}</p> : null}
      {preview.error ? (
        <p role="alert" className="ops-error">
          {preview.error.message}
        </p>
      ) : null}
      {shown && !preview.error ? (
        <>
          <Facts
            facts={[
              [t('fields.title'), shown.preview.title, 'wide'],
              [t('fields.short'), <span className="ops-text">{shown.preview.short}</span>, 'wide'],
              [t('fields.body'), <span className="ops-text">{shown.preview.body}</span>, 'wide'],
            ]}
          />
          <p className="ops-muted" role="status">
            {t('smsSegments', { count: shown.smsSegments })}
          </p>
        </>
      ) : null}
    </section>
  );
}
