const applications = {
  title: 'Merchant applications',
  statusLabel: 'Application status',
  tabs: { submitted: 'Awaiting review', approved: 'Approved', rejected: 'Rejected' },
  empty: { submitted: 'No applications awaiting review', approved: 'No approved applications', rejected: 'No rejected applications' },
  emptyText: 'Applications are listed here, oldest first.',
  phone: 'Phone',
  owner: "Owner's name",
  ktp: 'KTP number',
  description: 'Description',
  submittedAt: 'Submitted',
  reviewedAt: 'Reviewed',
  reviewReason: 'Reason',
  approve: 'Approve',
  reject: 'Reject',
  approveTitle: 'Approve {{name}}?',
  approveText: 'The store opens and its applicant becomes its merchant.',
  rejectTitle: 'Reject {{name}}',
  rejectText: 'The applicant reads this reason and may apply again.',
  approved: '{{name}} was approved.',
  rejected: '{{name}} was rejected.',
};

export type ApplicationsTexts = typeof applications;
export default applications;
