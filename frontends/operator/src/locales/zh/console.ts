import type { ConsoleTexts } from '../en/console';

const consoleTexts: ConsoleTexts = {
  brand: '运营后台',
  navLabel: '后台',
  nav: { applications: '申请', stores: '店铺', audit: '审计日志' },
  operatorsOnly: '仅限运营人员',
  operatorsOnlyText: '此后台仅供平台运营人员使用，您的账户不是运营账户。',
  backToAccount: '返回我的账户',
  loadMore: '加载更多',
  cancel: '取消',
  reason: '原因',
  reasonHint: '将记录在审计日志中。',
};

export default consoleTexts;
