/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Input, Textarea } from '../src/index';

describe('Input', () => {
  it('is labelled and defaults to the small size', () => {
    render(<Input label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input.classList.contains('ui-input--sm')).toBe(true);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('wires the error message with aria-invalid and aria-describedby', () => {
    render(<Input label="Email" hint="We never share it." error="Enter a valid email." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['We never share it.', 'Enter a valid email.']);
  });

  it('keeps ids supplied by the caller', () => {
    render(<Input id="email" label="Email" error="Required." aria-describedby="extra" />);
    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('email');
    expect(input.getAttribute('aria-describedby')).toBe('extra email-error');
  });

  it('shows fixed text before the value and reads it out after the label', () => {
    render(<Input label="Phone" startAddon="+62" hint="Mobile number" />);
    const input = screen.getByLabelText('Phone');
    const texts = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['+62', 'Mobile number']);
    expect(input.previousElementSibling?.textContent).toBe('+62');
  });

  it('has a multi-line sibling wired the same way', () => {
    render(<Textarea label="Description" hint="At most 500 characters" error="Too long" />);
    const textarea = screen.getByLabelText('Description');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    const texts = (textarea.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['At most 500 characters', 'Too long']);
  });
});
