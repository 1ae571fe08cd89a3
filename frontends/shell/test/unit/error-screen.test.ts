import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_HEADING,
  DEFAULT_MESSAGE,
  describeFatalError,
  FATAL_PAGE_DESCRIPTION,
  FATAL_PAGE_LANG,
  FATAL_PAGE_TITLE,
  notFoundError,
} from '../../src/lib/error-screen';

describe('error screen constants', () => {
  it('has the fixed page texts', () => {
    expect(FATAL_PAGE_TITLE).toBe('Page not found');
    expect(FATAL_PAGE_DESCRIPTION).toBe('We are sorry but this page could not be found.');
    expect(FATAL_PAGE_LANG).toBe('en');
    expect(DEFAULT_HEADING).toBe('An error occurred');
    expect(DEFAULT_MESSAGE).toBe("This is not the page you're looking for.");
  });
});

describe('describeFatalError: status', () => {
  it('uses statusCode', () => {
    expect(describeFatalError({ statusCode: 500 }).status).toBe(500);
  });

  it('uses status when there is no statusCode', () => {
    expect(describeFatalError({ status: 403 }).status).toBe(403);
  });

  it('prefers statusCode over status', () => {
    expect(describeFatalError({ statusCode: 502, status: 403 }).status).toBe(502);
  });

  it('falls back to 404 when neither is a number', () => {
    expect(describeFatalError({ statusCode: '500', status: 'bad' }).status).toBe(404);
    expect(describeFatalError({ statusCode: Number.NaN }).status).toBe(404);
    expect(describeFatalError(new Error('x')).status).toBe(404);
  });
});

describe('describeFatalError: heading and message', () => {
  it('heading is the name; message is the own message when it differs', () => {
    expect(describeFatalError({ name: 'Forbidden', message: 'No access to this shop' })).toEqual({
      status: 404,
      heading: 'Forbidden',
      message: 'No access to this shop',
    });
  });

  it('heading falls back to the status message', () => {
    expect(describeFatalError({ statusCode: 500, statusMessage: 'Server Error', message: 'DB down' })).toEqual({
      status: 500,
      heading: 'Server Error',
      message: 'DB down',
    });
  });

  it('name wins over status message', () => {
    expect(describeFatalError({ name: 'Gone', statusMessage: 'Not Found' }).heading).toBe('Gone');
  });

  it('heading falls back to "An error occurred"', () => {
    expect(describeFatalError({ message: 'boom' }).heading).toBe(DEFAULT_HEADING);
  });

  it('message falls back to the default when it equals the name', () => {
    expect(describeFatalError({ name: 'Page not found', message: 'Page not found' })).toEqual({
      status: 404,
      heading: 'Page not found',
      message: DEFAULT_MESSAGE,
    });
  });

  it('message falls back to the default when it equals the status message used as heading', () => {
    expect(describeFatalError({ statusMessage: 'Not Found', message: 'Not Found' }).message).toBe(DEFAULT_MESSAGE);
  });

  it('message falls back to the default when missing, empty or not a string', () => {
    expect(describeFatalError({ name: 'Gone' }).message).toBe(DEFAULT_MESSAGE);
    expect(describeFatalError({ name: 'Gone', message: '' }).message).toBe(DEFAULT_MESSAGE);
    expect(describeFatalError({ name: 'Gone', message: 42 }).message).toBe(DEFAULT_MESSAGE);
  });

  it('treats empty names and status messages as absent', () => {
    expect(describeFatalError({ name: '', statusMessage: ' ', message: 'm' })).toEqual({
      status: 404,
      heading: DEFAULT_HEADING,
      message: 'm',
    });
  });

  it("treats the built-in 'Error' name as absent", () => {
    expect(describeFatalError(new Error('boom'))).toEqual({ status: 404, heading: DEFAULT_HEADING, message: 'boom' });
    expect(describeFatalError({ name: 'Error', message: 'boom' }).heading).toBe(DEFAULT_HEADING);
  });

  it('treats other built-in error names as absent too', () => {
    expect(describeFatalError(new TypeError('x is undefined'))).toEqual({
      status: 404,
      heading: DEFAULT_HEADING,
      message: 'x is undefined',
    });
  });

  it('uses the status message of a built-in error that carries one', () => {
    const error = Object.assign(new Error('Request failed'), { statusCode: 503, statusMessage: 'Service Unavailable' });
    expect(describeFatalError(error)).toEqual({ status: 503, heading: 'Service Unavailable', message: 'Request failed' });
  });

  it('uses a custom error class name', () => {
    class PaymentError extends Error {
      override name = 'PaymentError';
    }
    expect(describeFatalError(new PaymentError('Card declined'))).toEqual({
      status: 404,
      heading: 'PaymentError',
      message: 'Card declined',
    });
  });

  it('shows a thrown string as the message', () => {
    expect(describeFatalError('boom')).toEqual({ status: 404, heading: DEFAULT_HEADING, message: 'boom' });
    expect(describeFatalError('')).toEqual({ status: 404, heading: DEFAULT_HEADING, message: DEFAULT_MESSAGE });
  });

  it.each([undefined, null, 42, true])('gives the defaults for %p', (value) => {
    expect(describeFatalError(value)).toEqual({ status: 404, heading: DEFAULT_HEADING, message: DEFAULT_MESSAGE });
  });
});

describe('notFoundError', () => {
  it('describes the missing path', () => {
    expect(notFoundError('/h5/nothing')).toEqual({
      statusCode: 404,
      name: 'Page not found',
      statusMessage: 'Page not found',
      message: 'Page not found: /h5/nothing',
    });
  });

  it('shows as a 404 with the path in the message', () => {
    expect(describeFatalError(notFoundError('/x'))).toEqual({
      status: 404,
      heading: 'Page not found',
      message: 'Page not found: /x',
    });
  });
});
