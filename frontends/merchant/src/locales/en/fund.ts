const fund = {
  title: 'Fund history',
  filters: 'Filter the records',
  type: 'Type',
  allTypes: 'All types',
  from: 'From',
  to: 'To',
  invalidRange: 'The end date is before the start date',
  records: 'Fund records',
  empty: 'No records',
  emptyText: 'Changes to your balance appear here.',
  balanceAfter: 'Balance {{balance}}',
  returned: 'Returned to the balance',
  allShown: 'Every record is shown.',
};

export type FundTexts = typeof fund;
export default fund;
