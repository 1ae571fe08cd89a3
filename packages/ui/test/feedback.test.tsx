/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Button, EmptyState, Skeleton, Spinner, VisuallyHidden } from '../src/index';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Memuat…" />);
    expect(screen.getByRole('status').textContent).toBe('Memuat…');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive tech and sized by its props', () => {
    const { container } = render(<Skeleton width={120} height="2rem" rounded="full" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.style.width).toBe('120px');
    expect(block.style.height).toBe('2rem');
    expect(block.classList.contains('ui-skeleton--rounded-full')).toBe(true);
  });
});

describe('EmptyState', () => {
  it('shows a heading, description and action', () => {
    render(
      <EmptyState
        icon={<svg />}
        title="Your cart is empty"
        description="Find something you like."
        action={<Button>Browse products</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByText('Find something you like.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse products' })).toBeTruthy();
  });
});

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name', () => {
    render(
      <button type="button">
        ×<VisuallyHidden>Remove item</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '× Remove item' }).textContent).toBe('×Remove item');
  });
});
