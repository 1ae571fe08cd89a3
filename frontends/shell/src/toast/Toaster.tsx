import { Toast, ToastViewport } from '@shop/ui';
import { toasts, useToasts } from '@shop/web-core';
import { useShellTexts } from '../locales';

/** Bottom-right stack; hovering a toast pauses its clock. */
export function Toaster() {
  const list = useToasts();
  const { t } = useShellTexts();
  // A mutation in flight shows a blocking toast: the page takes no clicks until it settles.
  const blocked = list.some((toast) => toast.blocking);
  // The cover lives in the viewport, which is in the top layer (inside an open modal, if any),
  // so it covers a modal dialog as well as the page.
  return (
    <ToastViewport>
      {blocked && <div className="shell-blocker" aria-hidden="true" />}
      {list.map((toast) => (
        <Toast
          key={toast.id}
          id={toast.id}
          title={toast.title}
          description={toast.description}
          icon={toast.icon}
          avatar={toast.avatar}
          color={toast.color ?? 'primary'}
          close={toast.close ?? true}
          closeLabel={t('toast.close')}
          actions={toast.actions?.map((action, index) => ({ label: action.label, onClick: () => toasts.clickAction(toast.id, index) }))}
          onClose={() => toasts.remove(toast.id)}
          onMouseEnter={() => toasts.pause(toast.id)}
          onMouseLeave={() => toasts.resume(toast.id)}
        />
      ))}
    </ToastViewport>
  );
}
