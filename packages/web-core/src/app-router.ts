// The one place the front ends learn the API's types (a type-only import: nothing of the API
// package reaches a bundle).
export type { AppRouter } from '@shop/api';
