import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { firstEnabledIndex, lastEnabledIndex, nextEnabledIndex } from '../internal/listNavigation';
import { useControllableState } from '../internal/useControllableState';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** Panel content; only the selected tab's content is mounted. */
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  items: ReadonlyArray<TabItem<V>>;
  /** Selected tab (controlled). */
  value?: V;
  /** Initially selected tab (uncontrolled); defaults to the first enabled tab. */
  defaultValue?: V;
  onChange?: (value: V) => void;
  /** Accessible name of the tab list, when no visible heading names it. */
  label?: string;
  orientation?: 'horizontal' | 'vertical';
  /** Stretch the tabs to share the full width equally. */
  fullWidth?: boolean;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys (wrapping), Home and End move focus and
 * select at once; disabled tabs are skipped.
 */
export function Tabs<V extends string = string>({
  items,
  value,
  defaultValue,
  onChange,
  label,
  orientation = 'horizontal',
  fullWidth = false,
  className,
}: TabsProps<V>) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const fallback = items[firstEnabledIndex(items)]?.value ?? items[0]?.value;
  const [selected, setSelected] = useControllableState<V | undefined>(value, defaultValue ?? fallback, (next) => {
    if (next !== undefined) onChange?.(next);
  });
  // Fall back to the first enabled tab when the value matches no item (for example items loaded later).
  const matchedIndex = items.findIndex((item) => item.value === selected);
  const selectedIndex = matchedIndex >= 0 ? matchedIndex : items.findIndex((item) => item.value === fallback);

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const activate = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    setSelected(item.value);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const [previousKey, nextKey] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
    const from = Math.max(selectedIndex, 0);
    let target: number;
    if (event.key === nextKey) target = nextEnabledIndex(items, from, 1, true);
    else if (event.key === previousKey) target = nextEnabledIndex(items, from, -1, true);
    else if (event.key === 'Home') target = firstEnabledIndex(items);
    else if (event.key === 'End') target = lastEnabledIndex(items);
    else return;
    event.preventDefault();
    activate(target);
  };

  return (
    <div className={cx('ui-tabs', `ui-tabs--${orientation}`, className)}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        className={cx('ui-tabs__list', fullWidth && 'ui-tabs__list--full')}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={item.value}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              disabled={item.disabled}
              // Roving tabindex: Tab enters the list at the selected tab; arrows move within it.
              tabIndex={isSelected ? 0 : -1}
              className="ui-tabs__tab"
              onClick={() => activate(index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {/* Every panel exists so each tab's aria-controls resolves; only the selected one has content. */}
      {items.map((item, index) => {
        const isSelected = index === selectedIndex;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            hidden={!isSelected}
            tabIndex={0}
            className="ui-tabs__panel"
          >
            {isSelected ? item.content : null}
          </div>
        );
      })}
    </div>
  );
}
