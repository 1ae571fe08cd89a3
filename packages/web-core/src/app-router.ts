// The one place the front ends learn the API's types; when the routers move to a package of
// their own, only this line changes.
export type { AppRouter } from '@shop/bff';
