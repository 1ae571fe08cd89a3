import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent, ReactNode, Ref, RefObject } from 'react';
import { cx } from '../internal/cx';
import { describedBy, useFieldIds } from '../internal/fieldIds';
import { Field } from '../internal/Field';
import { labelContains } from '../internal/filterOptions';
import { CheckIcon, ChevronDownIcon } from '../internal/icons';
import { firstEnabledIndex, lastEnabledIndex, nextEnabledIndex } from '../internal/listNavigation';
import { useControllableState } from '../internal/useControllableState';
import type { InputSize } from './Input';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<V extends string = string> {
  options: ReadonlyArray<SelectOption<V>>;
  /** Selected value (controlled); `null` means nothing is selected. */
  value?: V | null;
  /** Initially selected value (uncontrolled). */
  defaultValue?: V | null;
  onChange?: (value: V, option: SelectOption<V>) => void;
  label?: ReactNode;
  /** Accessible name when there is no visible `label`. */
  'aria-label'?: string;
  hint?: ReactNode;
  /** Error message; when set the combobox is marked `aria-invalid` and described by it. */
  error?: ReactNode;
  placeholder?: string;
  size?: InputSize;
  disabled?: boolean;
  required?: boolean;
  /** Submits the selected value with a surrounding form under this name. */
  name?: string;
  id?: string;
  /** Let typing filter the options. */
  searchable?: boolean;
  /** Custom match rule; the default matches labels case- and accent-insensitively. */
  filter?: (option: SelectOption<V>, query: string) => boolean;
  /** Shown when there are no options at all; pass a translated string. */
  emptyText?: ReactNode;
  /** Shown when the typed query matches nothing; pass a translated string. */
  noMatchText?: (query: string) => ReactNode;
  /** Class for the combobox input, as on `Input`. */
  className?: string;
  /** Class for the wrapper holding label, combobox and messages, as on `Input`. */
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

interface Entry<V extends string> {
  option: SelectOption<V>;
  /** Position in `options`, which keeps option ids stable while filtering. */
  index: number;
  disabled: boolean;
}

const defaultNoMatchText = (query: string): ReactNode => `No results for "${query}".`;

/**
 * Searchable single select following the WAI-ARIA combobox pattern: an input with
 * `role="combobox"` controlling a listbox popup. Focus stays in the input; the highlighted
 * option is conveyed with `aria-activedescendant`.
 */
export function Select<V extends string = string>({
  options,
  value,
  defaultValue = null,
  onChange,
  label,
  'aria-label': ariaLabel,
  hint,
  error,
  placeholder,
  size = 'sm',
  disabled = false,
  required = false,
  name,
  id,
  searchable = true,
  filter = labelContains,
  emptyText = 'No options.',
  noMatchText = defaultNoMatchText,
  className,
  fieldClassName,
  ref,
}: SelectProps<V>) {
  const ids = useFieldIds(id);
  const listboxId = `${ids.controlId}-listbox`;
  const optionId = (entry: Entry<V>) => `${ids.controlId}-option-${entry.index}`;
  const rootRef = useRef<HTMLDivElement>(null);

  const [selectedValue, setSelectedValue] = useControllableState<V | null>(value, defaultValue);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);

  const entriesFor = (text: string): Entry<V>[] =>
    options
      .map((option, index) => ({ option, index, disabled: Boolean(option.disabled) }))
      .filter((entry) => text === '' || filter(entry.option, text));
  const entries = entriesFor(query);
  const selectedOption = options.find((option) => option.value === selectedValue);
  const activeEntry = open ? entries[activeIndex] : undefined;

  const openList = (direction: 'first' | 'last' = 'first') => {
    const all = entriesFor('');
    const selectedIndex = all.findIndex((entry) => entry.option.value === selectedValue && !entry.disabled);
    const edge = direction === 'first' ? firstEnabledIndex(all) : lastEnabledIndex(all);
    setQuery('');
    setActiveIndex(selectedIndex >= 0 ? selectedIndex : edge);
    setOpen(true);
  };

  const closeList = () => {
    setOpen(false);
    setQuery('');
    setActiveIndex(-1);
  };

  const choose = (entry: Entry<V> | undefined) => {
    if (!entry || entry.disabled) return;
    if (entry.option.value !== selectedValue) {
      setSelectedValue(entry.option.value);
      onChange?.(entry.option.value, entry.option);
    }
    closeList();
  };

  useCloseOnOutsidePress(open, rootRef, closeList);
  useScrollIntoView(activeEntry ? optionId(activeEntry) : undefined);

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setQuery(text);
    setActiveIndex(firstEnabledIndex(entriesFor(text)));
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys pressed while an input method (IME) is composing text belong to the IME.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!open) openList(down ? 'first' : 'last');
        else if (activeIndex < 0) setActiveIndex(down ? firstEnabledIndex(entries) : lastEnabledIndex(entries));
        else setActiveIndex(nextEnabledIndex(entries, activeIndex, down ? 1 : -1, false));
        return;
      }
      case 'Home':
      case 'End':
        // While closed these keep their usual meaning: move the text caret.
        if (!open) return;
        event.preventDefault();
        setActiveIndex(event.key === 'Home' ? firstEnabledIndex(entries) : lastEnabledIndex(entries));
        return;
      case 'Enter':
        if (open) {
          // Keep Enter from submitting the form while the user is picking an option.
          event.preventDefault();
          choose(activeEntry);
        } else if (!searchable) {
          event.preventDefault();
          openList();
        }
        return;
      case ' ':
        if (!searchable && !open) {
          event.preventDefault();
          openList();
        }
        return;
      case 'Escape':
        if (!open) return;
        // This Escape only closes the list: preventing it keeps a surrounding modal <dialog> from
        // cancelling, and stopping it keeps other Escape handlers out.
        event.preventDefault();
        event.stopPropagation();
        closeList();
        return;
      case 'Tab':
        if (open) closeList();
        return;
    }
  };

  const invalid = Boolean(error);
  const inputValue = open && searchable ? query : (selectedOption?.label ?? '');
  // While searching, the current choice stays visible as the placeholder.
  const inputPlaceholder = open && searchable && selectedOption ? selectedOption.label : placeholder;
  const message = options.length === 0 ? emptyText : entries.length === 0 ? noMatchText(query) : null;

  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      <div ref={rootRef} className={cx('ui-select', open && 'ui-select--open')}>
        <input
          ref={ref}
          id={ids.controlId}
          type="text"
          role="combobox"
          aria-label={ariaLabel}
          aria-expanded={open}
          aria-controls={listboxId}
          aria-haspopup="listbox"
          aria-autocomplete={searchable ? 'list' : 'none'}
          aria-activedescendant={activeEntry ? optionId(activeEntry) : undefined}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(undefined, ids, { hint: Boolean(hint), error: invalid })}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          readOnly={!searchable}
          disabled={disabled}
          value={inputValue}
          placeholder={inputPlaceholder}
          className={cx('ui-input', `ui-input--${size}`, 'ui-select__input', className)}
          onChange={onInputChange}
          onKeyDown={onKeyDown}
          onClick={() => (open ? closeList() : openList())}
          onBlur={(event) => {
            if (!rootRef.current?.contains(event.relatedTarget)) closeList();
          }}
        />
        <span className="ui-select__chevron" aria-hidden="true">
          <ChevronDownIcon />
        </span>
        <div
          className="ui-select__popover"
          hidden={!open}
          // Keep focus in the input (the single focus point of the combobox) when options or
          // the list's scrollbar are pressed.
          onMouseDown={(event) => event.preventDefault()}
        >
          <ul
            id={listboxId}
            role="listbox"
            aria-labelledby={label ? ids.labelId : undefined}
            aria-label={label ? undefined : ariaLabel}
            className="ui-select__listbox"
          >
            {entries.map((entry, position) => {
              const selected = entry.option.value === selectedValue;
              return (
                <li
                  key={entry.option.value}
                  id={optionId(entry)}
                  role="option"
                  aria-selected={selected}
                  aria-disabled={entry.disabled || undefined}
                  data-active={position === activeIndex || undefined}
                  className="ui-select__option"
                  onMouseMove={() => {
                    if (!entry.disabled && position !== activeIndex) setActiveIndex(position);
                  }}
                  onClick={() => choose(entry)}
                >
                  <span className="ui-select__option-label">{entry.option.label}</span>
                  {selected ? <CheckIcon /> : null}
                </li>
              );
            })}
          </ul>
          {open && message !== null ? (
            <div role="status" className="ui-select__message">
              {message}
            </div>
          ) : null}
        </div>
        {name ? <input type="hidden" name={name} value={selectedValue ?? ''} /> : null}
      </div>
    </Field>
  );
}

/** Closes the list when a press (mouse, touch or pen) lands outside the select. */
function useCloseOnOutsidePress(open: boolean, rootRef: RefObject<HTMLElement | null>, close: () => void): void {
  const onPointerDown = useEffectEvent((event: Event) => {
    if (!rootRef.current?.contains(event.target as Node)) close();
  });
  useEffect(() => {
    if (!open) return;
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
}

/** Keeps the highlighted option visible inside the scrolling list. */
function useScrollIntoView(activeId: string | undefined): void {
  useEffect(() => {
    if (!activeId) return;
    // Optional call: not every environment (jsdom, older WebViews) implements scrollIntoView.
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
}
