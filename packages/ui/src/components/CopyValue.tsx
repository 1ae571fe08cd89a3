import { Button } from './Button';

export interface CopyValueProps {
  /** What the value is ("Virtual account number"): its caption, and the name the copy button and the confirmation use. */
  label: string;
  value: string;
  /** The copy button's accessible name for a label ("Copy Virtual account number"). */
  copyLabel: (label: string) => string;
  /** The copy button's text ("Copy"). */
  buttonText: string;
  /** After the value is on the clipboard (a toast saying so). */
  onCopied?: (label: string) => void;
}

/** A value the reader types in elsewhere (a virtual account number, a biller code), with a button that copies it. */
export function CopyValue({ label, value, copyLabel, buttonText, onCopied }: CopyValueProps) {
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    onCopied?.(label);
  };
  return (
    <div className="ui-copy-value">
      <dl>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </dl>
      <Button variant="outline" size="sm" aria-label={copyLabel(label)} onClick={() => void copy()}>
        {buttonText}
      </Button>
    </div>
  );
}
