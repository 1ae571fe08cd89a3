const templates = {
  title: 'Message templates',
  kind: 'Message kind',
  language: 'Language',
  languages: { en: 'English', zh: 'Chinese', ind: 'Indonesian' },
  placeholders: 'Placeholders',
  placeholdersHint: 'Press one to insert it where the cursor was in the last text you edited.',
  insert: 'Insert {{name}}',
  fields: { title: 'Title (in-app and e-mail subject)', short: 'Short text (SMS and WhatsApp)', body: 'Body (in-app and e-mail)' },
  characters: '{{count}} / {{max}} characters',
  preview: 'Preview with sample values',
  previewing: 'Updating the preview…',
  smsSegments: 'SMS segments: {{count}}',
  builtIn: 'Built-in texts',
  edited: 'Edited by an operator',
  editedBy: 'Edited by',
  editedAt: 'Edited',
  save: 'Save',
  saved: 'The {{kind}} template in {{language}} was saved.',
  restore: 'Restore built-in',
  restoreTitle: 'Restore the built-in {{kind}} texts in {{language}}?',
  restoreText: 'The edited texts are replaced by the built-in ones for every message sent from now on.',
  restored: 'The {{kind}} template in {{language}} is back to its built-in texts.',
  empty: 'No templates',
};

export type TemplatesTexts = typeof templates;
export default templates;
