import { orderReasons, REVIEW_TEXT_MAX_LENGTH } from '@shop/contracts';
import { AppError, defineCommand, plainRecord } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { nextStatus } from '../domain/order-status.js';
import { publishOrderReviewed } from '../events/publish/order-reviewed.js';
import { lockedBuyerOrder } from './shared/buyer-order.js';
import { completeOrder } from './shared/order-changes.js';

const REVIEW_LANGS = ['en', 'zh', 'ind'] as const;

/** The name a review shows: the buyer's nickname, else their account masked (08••••1234, s•••@mail.com). */
export function authorNameOf(user: { nickname: string; account: string }): string {
  if (user.nickname.trim() !== '') return user.nickname.trim().slice(0, 100);
  const [local, domain] = user.account.split('@');
  if (domain !== undefined) return `${local!.slice(0, 1)}•••@${domain}`.slice(0, 100);
  return `${user.account.slice(0, 4)}••••${user.account.slice(-4)}`;
}

/**
 * Rates the order and completes it: order.order.reviewed.v1 (products' reviews, store rating) and
 * order.order.completed.v1 (the store is credited) go out in the same transaction.
 */
export function reviewOrder(deps: Collaborators) {
  return defineCommand('ReviewOrder', async ({ em, now, caller }, request: { id: string; rating: number; text: string; lang: string }) => {
    if (!Number.isInteger(request.rating) || request.rating < 1 || request.rating > 5) throw new AppError('INVALID_ARGUMENT', orderReasons.invalidRating);
    const text = request.text.trim();
    if (text.length > REVIEW_TEXT_MAX_LENGTH) throw new AppError('INVALID_ARGUMENT', orderReasons.reviewTooLong);
    const order = await lockedBuyerOrder(em, caller, request.id);
    if (!nextStatus(order.status, 'complete')) throw new AppError('FAILED_PRECONDITION', orderReasons.orderNotReviewable);
    const { user } = await deps.identity.getUser({});
    const lang = (REVIEW_LANGS as readonly string[]).includes(request.lang) ? (request.lang as (typeof REVIEW_LANGS)[number]) : 'ind';
    order.reviewRating = request.rating;
    order.reviewText = text;
    order.reviewedAt = now;
    publishOrderReviewed(em, order, { authorName: authorNameOf(user ?? { nickname: '', account: '' }), rating: request.rating, text, lang }, now);
    completeOrder(em, order, now);
    return plainRecord(order);
  });
}
