// jsdom leaves out a few web globals that browsers have and our libraries expect.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// No media queries match in jsdom (no dark scheme, no reduced motion); tests that need one stub it.
const browserWindow = globalThis.window;
if (browserWindow && typeof browserWindow.matchMedia === 'undefined') {
  browserWindow.matchMedia = (media) => ({
    media,
    matches: false,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}
