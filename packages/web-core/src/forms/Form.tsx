import { Button } from '@shop/ui';
import type { FormEvent, ReactNode } from 'react';
import './forms.css';

interface FormProps {
  submitLabel: string;
  /** While the server works on it; the button shows a spinner and cannot be pressed twice. */
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A form the page validates itself (`noValidate`: no browser bubbles, the messages of spec §5
 * instead), ending in its submit button.
 */
export function Form({ submitLabel, pending, onSubmit, children }: FormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate className="web-form" onSubmit={submit}>
      {children}
      <Button type="submit" size="lg" block loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
