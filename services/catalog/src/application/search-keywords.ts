import { catalogReasons, foldForSearch } from '@shop/contracts';
import { AppError, defineCommand, defineQuery } from '@shop/service-kit';
import { findHotKeywords, findSearchHistory, forgetKeywords, rememberKeyword } from '../db/keyword-repository.js';
import { keywordProblem } from '../domain/keyword.js';
import { resolveLanguage } from '../domain/language.js';

/** Hot keywords count the searches of the last week. */
const HOT_KEYWORD_DAYS = 7;
export const HOT_KEYWORD_LIMIT = 10;
/** How many past searches a signed-in shopper keeps. */
export const SEARCH_HISTORY_KEEP = 20;

const DAY_MS = 86_400_000;

/** The keywords searched most in the caller's language over the last week. */
export const listHotKeywords = defineQuery('ListHotKeywords', async ({ em, now }, request: { lang: string }) => {
  const since = new Date(now.getTime() - (HOT_KEYWORD_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return { keywords: await findHotKeywords(em, resolveLanguage(request.lang), since, HOT_KEYWORD_LIMIT) };
});

/** The asserted user: the access policy already required one. */
function userOf(caller: { userId?: string }): string {
  return caller.userId!;
}

/** A keyword as history keeps it: folded, so "Batik" and "batik " are one entry; refused when empty or too long. */
function historyKeyword(keyword: string): string {
  const folded = foldForSearch(keyword);
  if (folded === '' || keywordProblem(keyword)) throw new AppError('INVALID_ARGUMENT', catalogReasons.invalidKeyword);
  return folded;
}

/** The signed-in shopper's past searches, newest first. */
export const listSearchHistory = defineQuery('ListSearchHistory', async ({ em, caller }) => {
  return { keywords: await findSearchHistory(em, userOf(caller), SEARCH_HISTORY_KEEP) };
});

/** Keeps a search the signed-in shopper made (again: it moves to the top). */
export const rememberSearch = defineCommand('RememberSearch', async ({ em, caller, now }, request: { keyword: string }) => {
  await rememberKeyword(em, userOf(caller), historyKeyword(request.keyword), now, SEARCH_HISTORY_KEEP);
});

/** Forgets one past search, or all of them with an empty keyword. */
export const forgetSearch = defineCommand('ForgetSearch', async ({ em, caller }, request: { keyword: string }) => {
  await forgetKeywords(em, userOf(caller), request.keyword === '' ? undefined : historyKeyword(request.keyword));
});
