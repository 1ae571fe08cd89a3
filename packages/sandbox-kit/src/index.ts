export { hasBasicAuth, HttpProblem, jsonBody, MAX_BODY_BYTES, sendJson, startSandboxServer, textBody, type CommonRunningSandbox, type CommonSandboxOptions, type JsonAnswer, type PageAnswer, type SandboxRoutes, type SandboxServer, type SandboxServerOptions } from './http.js';
export { Notifier, type Delivery, type NotifierOptions } from './notifier.js';
export { OutageSwitch, type OutageSwitchOptions } from './outages.js';
export { detailRow, escapeHtml, htmlLang, htmlPage, languageOf, languages, pageCss, type Language, type PageOptions } from './pages.js';
export { Timers } from './timers.js';
