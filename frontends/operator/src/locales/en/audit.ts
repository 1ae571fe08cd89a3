const audit = {
  title: 'Audit log',
  caption: 'Every review and store status change, newest first',
  columns: { at: 'When', actor: 'Operator', action: 'Action', subject: 'Subject', reason: 'Reason' },
  // By the service's action names (application.approved, ...).
  actions: {
    application: { approved: 'Approved an application', rejected: 'Rejected an application' },
    store: { suspended: 'Suspended a store', restored: 'Restored a store' },
  },
  subjects: { application: 'Application {{id}}', store: 'Store {{id}}' },
  empty: 'Nothing has been done yet',
  emptyText: 'Reviews and store status changes are recorded here.',
  fund: {
    title: 'Fund audit log',
    caption: 'Every withdrawal review, wallet adjustment and fee change, newest first',
    // By the fund service's action names (withdrawal.approved, ...).
    actions: {
      withdrawal: { approved: 'Approved a withdrawal', rejected: 'Rejected a withdrawal' },
      wallet: { adjusted: 'Adjusted a wallet' },
      adjustment: { requested: 'Requested an adjustment', approved: 'Approved an adjustment', rejected: 'Rejected an adjustment' },
      fees: { scheduled: 'Scheduled fee settings' },
    },
    subjects: { withdrawal: 'Withdrawal {{id}}', user: 'Wallet of user {{id}}', adjustment: 'Adjustment {{id}}', fees: 'Fee settings version {{id}}' },
    empty: 'No fund actions yet',
    emptyText: 'Withdrawal reviews, wallet adjustments and fee changes are recorded here.',
  },
};

export type AuditTexts = typeof audit;
export default audit;
