// What the fatal error screen shows for whatever was thrown. Kept apart from the component so
// each rule is tested on its own.

export const FATAL_PAGE_TITLE = 'Page not found';
export const FATAL_PAGE_DESCRIPTION = 'We are sorry but this page could not be found.';
export const FATAL_PAGE_LANG = 'en';
export const DEFAULT_HEADING = 'An error occurred';
export const DEFAULT_MESSAGE = "This is not the page you're looking for.";

export interface FatalErrorView {
  status: number;
  heading: string;
  message: string;
}

export interface NotFoundError {
  statusCode: 404;
  name: string;
  statusMessage: string;
  message: string;
}

/**
 * Names every thrown built-in error carries by default. They say nothing to a shopper, so they
 * count as "no name": `new Error('boom')` shows heading 'An error occurred' and message 'boom'
 * rather than heading 'Error'. Only a name the code chose (a plain object's `name`, or a custom
 * error class that sets its own) becomes the heading.
 */
const BUILT_IN_ERROR_NAMES: ReadonlySet<string> = new Set([
  'Error',
  'TypeError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'EvalError',
  'URIError',
  'AggregateError',
]);

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function finiteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * Status: the error's `statusCode`, else its `status`, else 404.
 * Heading: the error's name, else its status message, else 'An error occurred'.
 * Message: the error's own message if it differs from the heading, else the default line.
 * A thrown string is taken as the message.
 */
export function describeFatalError(error: unknown): FatalErrorView {
  if (typeof error === 'string') {
    return { status: 404, heading: DEFAULT_HEADING, message: text(error) ?? DEFAULT_MESSAGE };
  }
  if (typeof error !== 'object' || error === null) {
    return { status: 404, heading: DEFAULT_HEADING, message: DEFAULT_MESSAGE };
  }
  const fields = error as Record<string, unknown>;
  const status = finiteNumber(fields['statusCode']) ?? finiteNumber(fields['status']) ?? 404;
  const rawName = text(fields['name']);
  const name = rawName !== undefined && !BUILT_IN_ERROR_NAMES.has(rawName) ? rawName : undefined;
  const heading = name ?? text(fields['statusMessage']) ?? DEFAULT_HEADING;
  const ownMessage = text(fields['message']);
  const message = ownMessage !== undefined && ownMessage !== heading ? ownMessage : DEFAULT_MESSAGE;
  return { status, heading, message };
}

/** The error the router throws for a path no route matches. */
export function notFoundError(path: string): NotFoundError {
  return {
    statusCode: 404,
    name: 'Page not found',
    statusMessage: 'Page not found',
    message: `Page not found: ${path}`,
  };
}
