/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Modal, Select } from '../src/index';
import type { SelectOption } from '../src/index';

const cities: SelectOption[] = [
  { value: 'jkt', label: 'Jakarta' },
  { value: 'bdg', label: 'Bandung' },
  { value: 'sby', label: 'Surabaya', disabled: true },
  { value: 'mdn', label: 'Medan' },
  { value: 'dps', label: 'Denpasar' },
];

function setup(props: Partial<Parameters<typeof Select>[0]> = {}) {
  const onChange = jest.fn();
  render(<Select label="City" options={cities} onChange={onChange} {...props} />);
  const combobox = screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;
  return { combobox, onChange };
}

/** Label of the option that aria-activedescendant points at. */
function activeLabel(combobox: HTMLElement): string | undefined {
  const id = combobox.getAttribute('aria-activedescendant');
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined;
}

const visibleOptions = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('Select', () => {
  it('follows the combobox pattern', () => {
    const { combobox } = setup();
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(combobox.hasAttribute('aria-activedescendant')).toBe(false);

    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'City' })).toBe(listbox);
  });

  it('moves through options with arrows, Home and End, skipping disabled ones', () => {
    const { combobox } = setup();
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(activeLabel(combobox)).toBe('Jakarta');
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(activeLabel(combobox)).toBe('Bandung');
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(activeLabel(combobox)).toBe('Medan');
    fireEvent.keyDown(combobox, { key: 'ArrowUp' });
    expect(activeLabel(combobox)).toBe('Bandung');
    fireEvent.keyDown(combobox, { key: 'End' });
    expect(activeLabel(combobox)).toBe('Denpasar');
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(activeLabel(combobox)).toBe('Denpasar');
    fireEvent.keyDown(combobox, { key: 'Home' });
    expect(activeLabel(combobox)).toBe('Jakarta');
  });

  it('ArrowUp opens on the last enabled option', () => {
    const { combobox } = setup();
    fireEvent.keyDown(combobox, { key: 'ArrowUp' });
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(activeLabel(combobox)).toBe('Denpasar');
  });

  it('Enter selects the active option and closes', () => {
    const { combobox, onChange } = setup();
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('bdg', cities[1]);
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.value).toBe('Bandung');
  });

  it('reopens on the selected option', () => {
    const { combobox } = setup({ defaultValue: 'mdn' });
    expect(combobox.value).toBe('Medan');
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(activeLabel(combobox)).toBe('Medan');
    expect(screen.getByRole('option', { name: 'Medan' }).getAttribute('aria-selected')).toBe('true');
  });

  it('typing filters the options, ignoring case and accents', () => {
    const { combobox, onChange } = setup({
      options: [...cities, { value: 'smg', label: 'Semarang Café' }],
    });
    fireEvent.change(combobox, { target: { value: 'AN' } });
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(visibleOptions()).toEqual(['Bandung', 'Medan', 'Semarang Café']);
    expect(activeLabel(combobox)).toBe('Bandung');

    fireEvent.change(combobox, { target: { value: 'cafe' } });
    expect(visibleOptions()).toEqual(['Semarang Café']);
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('smg', expect.objectContaining({ label: 'Semarang Café' }));
  });

  it('shows the no-match text for a query that matches nothing', () => {
    const { combobox } = setup();
    fireEvent.change(combobox, { target: { value: 'Tokyo' } });
    expect(visibleOptions()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('No results for "Tokyo".');
    expect(combobox.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('shows the empty text when there are no options', () => {
    const { combobox } = setup({ options: [] });
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(screen.getByRole('status').textContent).toBe('No options.');
  });

  it('lets apps translate the empty and no-match texts', () => {
    const { combobox } = setup({
      emptyText: 'Tidak ada pilihan.',
      noMatchText: (query) => `Tidak ada hasil untuk "${query}".`,
    });
    fireEvent.change(combobox, { target: { value: 'Tokyo' } });
    expect(screen.getByRole('status').textContent).toBe('Tidak ada hasil untuk "Tokyo".');
  });

  it('Escape closes without selecting', () => {
    const { combobox, onChange } = setup();
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'Escape' });
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.hasAttribute('aria-activedescendant')).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Escape inside a modal closes only the list; the next one asks the modal to close', async () => {
    const onClose = jest.fn();
    render(
      <Modal open onClose={onClose} title="Shipping">
        <Select label="City" options={cities} />
      </Modal>,
    );
    const combobox = screen.getByRole('combobox', { name: 'City' });
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    // The dialog's cancel follows a keydown nobody prevented, once it has been dispatched.
    await act(async () => {
      fireEvent.keyDown(combobox, { key: 'Escape' });
    });
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.keyDown(combobox, { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Tab closes the list', () => {
    const { combobox } = setup();
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'Tab' });
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
  });

  it('clicking an option selects it; pressing outside closes', () => {
    const { combobox, onChange } = setup();
    fireEvent.click(combobox);
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Medan' }));
    expect(onChange).toHaveBeenCalledWith('mdn', cities[3]);

    fireEvent.click(combobox);
    fireEvent.click(screen.getByRole('option', { name: 'Surabaya' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(combobox.getAttribute('aria-expanded')).toBe('true');

    fireEvent.pointerDown(document.body);
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
  });

  it('wires the error message like Input', () => {
    const { combobox } = setup({ error: 'Choose a city.' });
    expect(combobox.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(combobox.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose a city.',
    );
  });

  it('submits the value through a hidden input when named', () => {
    const { combobox } = setup({ name: 'city', defaultValue: 'dps' });
    const hidden = combobox.closest('.ui-select')?.querySelector('input[type="hidden"]') as HTMLInputElement;
    expect(hidden.name).toBe('city');
    expect(hidden.value).toBe('dps');
  });
});
