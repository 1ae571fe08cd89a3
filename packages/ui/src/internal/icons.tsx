// Small inline icons used inside components; decorative, so always hidden from assistive tech.

export function CloseIcon() {
  return (
    <svg className="ui-icon" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M5.28 4.22a.75.75 0 0 0-1.06 1.06L8.94 10l-4.72 4.72a.75.75 0 1 0 1.06 1.06L10 11.06l4.72 4.72a.75.75 0 1 0 1.06-1.06L11.06 10l4.72-4.72a.75.75 0 0 0-1.06-1.06L10 8.94 5.28 4.22Z" />
    </svg>
  );
}

export function ChevronDownIcon() {
  return (
    <svg className="ui-icon" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg className="ui-icon" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}
