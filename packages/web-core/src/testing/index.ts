// What a micro-frontend's tests need to render a page as the shell would, against a fake BFF.
export { startTestI18n, TestPlatform } from './platform';
export { field, renderPage, type } from './render';
export { callsWithHeaders, FakeServerError, fakeServer, stopFakeServer } from './fake-server';
export type { Call, CallWithHeaders, Fakes, ProcedurePath } from './fake-server';
