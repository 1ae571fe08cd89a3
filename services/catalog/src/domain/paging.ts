import { catalogReasons } from '@shop/contracts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface Page {
  page: number;
  pageSize: number;
  offset: number;
}

export type PagingProblem = typeof catalogReasons.invalidPage | typeof catalogReasons.invalidPageSize;

/** 0 means "not given" on the wire (proto3 defaults), so it takes the default. */
export function toPage(page: number, pageSize: number): Page | PagingProblem {
  const p = page === 0 ? 1 : page;
  const size = pageSize === 0 ? DEFAULT_PAGE_SIZE : pageSize;
  if (!Number.isInteger(p) || p < 1 || p > 10_000) return catalogReasons.invalidPage;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) return catalogReasons.invalidPageSize;
  return { page: p, pageSize: size, offset: (p - 1) * size };
}
