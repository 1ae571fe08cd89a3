const adjustments = {
  title: 'Adjustments',
  statusLabel: 'Adjustment status',
  statuses: { pending: 'Awaiting approval', approved: 'Posting', applied: 'Applied', rejected: 'Rejected', failed: 'Failed' },
  empty: {
    pending: 'No adjustments awaiting approval',
    approved: 'No adjustments being posted',
    applied: 'No applied adjustments',
    rejected: 'No rejected adjustments',
    failed: 'No failed adjustments',
  },
  emptyText: 'Adjustments above the approval limit wait here for a second operator, oldest first.',
  user: 'User',
  userWallet: 'Wallet of user {{id}}',
  requestedBy: 'Requested by',
  requestedAt: 'Requested',
  reviewedBy: 'Reviewed by',
  reviewedAt: 'Reviewed',
  reason: 'Reason',
  reviewReason: 'Review',
  ownRequest: 'Your request: another operator reviews it.',
  approve: 'Approve',
  reject: 'Reject',
  approveTitle: 'Approve the adjustment by {{amount}}?',
  approveText: 'It is posted to the wallet at once, with the requester’s reason as its memo.',
  rejectTitle: 'Reject the adjustment by {{amount}}',
  rejectText: 'Nothing is posted; the reason is kept in the audit log.',
  approved: 'The adjustment by {{amount}} was approved.',
  rejected: 'The adjustment by {{amount}} was rejected.',
};

export type AdjustmentsTexts = typeof adjustments;
export default adjustments;
