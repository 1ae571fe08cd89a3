/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { startTestI18n } from '@shop/web-core/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AppErrorBoundary } from '../../src/errors/AppErrorBoundary';

function Exploding({ fail }: { fail: boolean }) {
  if (fail) throw Object.assign(new Error('Order service exploded'), { statusCode: 500 });
  return <p>All good</p>;
}

function Harness({ onHome }: { onHome: () => void }) {
  const [fail, setFail] = useState(true);
  return (
    <AppErrorBoundary
      onHome={() => {
        setFail(false);
        onHome();
      }}
    >
      <Exploding fail={fail} />
    </AppErrorBoundary>
  );
}

describe('AppErrorBoundary', () => {
  it('switches to the fatal error screen on a render error; "Go back home" clears it', async () => {
    await startTestI18n('en');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onHome = jest.fn();
    render(<Harness onHome={onHome} />);
    expect(await screen.findByText('500')).toBeTruthy();
    expect(screen.getByText('Order service exploded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    expect(onHome).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('All good')).toBeTruthy();
  });
});
