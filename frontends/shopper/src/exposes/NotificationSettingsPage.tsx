import { messageLanguages, notificationChannels, notificationClasses, type MessageLanguage, type NotificationChannel, type NotificationClass, type NotificationOptOut } from '@shop/contracts/notification-rules';
import { htmlLang, showToast, useQuery, useQueryClient, useTRPC } from '@shop/web-core';
import { Form, Loaded, SignedInOnly, useSubmit } from '@shop/web-core/forms';
import { useId, useState } from 'react';
import { useShopperTexts } from '../i18n';
import '../shopper.css';

/** Each language named in itself, so anyone can find theirs whatever the page is shown in. */
const LANGUAGE_NAMES: Readonly<Record<MessageLanguage, string>> = { en: 'English', zh: '中文', ind: 'Bahasa Indonesia' };

/** The language messages are written in, and per class and channel whether news reaches the user. */
export default function NotificationSettingsPage() {
  return (
    <SignedInOnly>
      <NotificationSettings />
    </SignedInOnly>
  );
}

function NotificationSettings() {
  const { t } = useShopperTexts('notifications');
  const trpc = useTRPC();
  const preferences = useQuery(trpc.notification.preferences.queryOptions());
  return (
    <div className="shopper-settings">
      <h1>{t('settingsTitle')}</h1>
      <Loaded query={preferences}>{(current) => <PreferencesForm language={current.language} optOuts={current.optOuts} />}</Loaded>
    </div>
  );
}

const keyOf = (klass: NotificationClass, channel: NotificationChannel) => `${klass}:${channel}`;

function PreferencesForm({ language: savedLanguage, optOuts }: { language: MessageLanguage; optOuts: readonly NotificationOptOut[] }) {
  const { t } = useShopperTexts('notifications');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const languageId = useId();
  const languageHint = useId();
  const [language, setLanguage] = useState(savedLanguage);
  const [off, setOff] = useState(() => new Set(optOuts.map((optOut) => keyOf(optOut.class, optOut.channel))));
  const update = useSubmit(
    trpc.notification.updatePreferences.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.notification.preferences.queryKey(), saved);
        showToast({ title: t('saved'), color: 'success' });
      },
    }),
  );
  const toggle = (key: string, receive: boolean) =>
    setOff((previous) => {
      const next = new Set(previous);
      if (receive) next.delete(key);
      else next.add(key);
      return next;
    });
  const submit = () => {
    const chosen = notificationClasses.flatMap((klass) => notificationChannels.filter((channel) => off.has(keyOf(klass, channel))).map((channel) => ({ class: klass, channel })));
    update.mutate({ language, optOuts: chosen });
  };
  return (
    <section className="shopper-card" aria-label={t('settingsTitle')}>
      <Form submitLabel={t('save')} pending={update.isPending} onSubmit={submit}>
        <div className="shopper-notification-language">
          <label htmlFor={languageId}>{t('language')}</label>
          <select id={languageId} value={language} aria-describedby={languageHint} onChange={(event) => setLanguage(event.target.value as MessageLanguage)}>
            {messageLanguages.map((option) => (
              <option key={option} value={option} lang={htmlLang(option)}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
          </select>
          <span id={languageHint} className="shopper-muted">
            {t('languageHint')}
          </span>
        </div>
        <h2>{t('channelsTitle')}</h2>
        <p className="shopper-muted">{t('channelsHint')}</p>
        {notificationClasses.map((klass) => (
          <fieldset key={klass} className="shopper-notification-prefs">
            <legend>{t(`classes.${klass}`)}</legend>
            {notificationChannels.map((channel) => {
              const key = keyOf(klass, channel);
              return (
                <label key={channel} className="shopper-checkbox">
                  <span>{t(`channels.${channel}`)}</span>
                  <input type="checkbox" role="switch" checked={!off.has(key)} onChange={(event) => toggle(key, event.target.checked)} />
                </label>
              );
            })}
          </fieldset>
        ))}
      </Form>
    </section>
  );
}
