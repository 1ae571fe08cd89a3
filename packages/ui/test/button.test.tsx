/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, ButtonLink } from '../src/index';

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  it('loading sets aria-busy, disables it and keeps its name', () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Pay now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay now' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has no aria-busy when idle', () => {
    render(<Button>Pay now</Button>);
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.disabled).toBe(false);
  });

  it('maps variant, color, size and block to classes', () => {
    render(
      <Button variant="outline" color="danger" size="lg" block>
        Delete
      </Button>,
    );
    const classes = screen.getByRole('button').className.split(' ');
    expect(classes).toEqual(
      expect.arrayContaining(['ui-button--outline', 'ui-button--danger', 'ui-button--lg', 'ui-button--block']),
    );
  });
});

describe('ButtonLink', () => {
  it('is a link with the look of a button', () => {
    render(
      <ButtonLink href="/down" variant="outline" size="sm">
        Download
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toBe('/down');
    expect(link.className).toBe('ui-button ui-button--outline ui-button--primary ui-button--sm');
  });
});
