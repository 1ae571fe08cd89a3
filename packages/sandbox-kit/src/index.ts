export {
  hasBasicAuth,
  jsonBody,
  startSandboxServer,
  textBody,
  type CommonRunningSandbox,
  type CommonSandboxOptions,
  type JsonAnswer,
  type PageAnswer,
  type SandboxRoutes,
  type SandboxServer,
  type SandboxServerOptions,
} from './http.js';
export { Notifier, type Delivery, type NotifierOptions } from './notifier.js';
export { OutageSwitch, type OutageSwitchOptions } from './outages.js';
export { detailRow, escapeHtml, htmlLang, htmlPage, languageOf, pageCss, type Language, type PageOptions } from './pages.js';
export { Timers } from './timers.js';
