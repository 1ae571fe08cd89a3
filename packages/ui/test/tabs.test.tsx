/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from '../src/index';
import type { TabItem } from '../src/index';

const items: TabItem[] = [
  { value: 'details', label: 'Details', content: 'Product details' },
  { value: 'reviews', label: 'Reviews', content: 'Customer reviews' },
  { value: 'shipping', label: 'Shipping', content: 'Shipping options', disabled: true },
  { value: 'seller', label: 'Seller', content: 'About the seller' },
];

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  it('wires tabs to their panel and selects the first tab', () => {
    render(<Tabs items={items} label="Product" />);
    const tab = screen.getByRole('tab', { name: 'Details' });
    const panel = screen.getByRole('tabpanel');
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Product');
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    expect(panel.textContent).toBe('Product details');
  });

  it('arrow keys move and select, skipping disabled tabs and wrapping', () => {
    render(<Tabs items={items} />);
    const first = screen.getByRole('tab', { name: 'Details' });
    first.focus();

    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(selectedTab()?.textContent).toBe('Reviews');
    expect(document.activeElement).toBe(selectedTab());
    expect(screen.getByRole('tabpanel').textContent).toBe('Customer reviews');

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(selectedTab()?.textContent).toBe('Seller');

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(selectedTab()?.textContent).toBe('Details');

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(selectedTab()?.textContent).toBe('Seller');
  });

  it('Home and End jump to the first and last enabled tab', () => {
    render(<Tabs items={items} defaultValue="reviews" />);
    const reviews = screen.getByRole('tab', { name: 'Reviews' });
    fireEvent.keyDown(reviews, { key: 'End' });
    expect(selectedTab()?.textContent).toBe('Seller');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(selectedTab()?.textContent).toBe('Details');
  });

  it('uses a roving tabindex', () => {
    render(<Tabs items={items} defaultValue="reviews" />);
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.tabIndex);
    expect(tabIndexes).toEqual([-1, 0, -1, -1]);
  });

  it('works controlled', () => {
    const onChange = jest.fn();
    function Controlled() {
      const [value, setValue] = useState('seller');
      return (
        <Tabs
          items={items}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(selectedTab()?.textContent).toBe('Seller');
    fireEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(onChange).toHaveBeenCalledWith('reviews');
    expect(selectedTab()?.textContent).toBe('Reviews');
  });

  it('stays put when a controlled parent ignores the change', () => {
    render(<Tabs items={items} value="details" onChange={() => undefined} />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Details' }), { key: 'ArrowRight' });
    expect(selectedTab()?.textContent).toBe('Details');
  });
});
