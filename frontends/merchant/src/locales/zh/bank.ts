import type { BankTexts } from '../en/bank';

const bank: BankTexts = {
  title: '银行卡',
  intro: '提现将打入此账户。请按银行登记的信息填写开户名。',
  boundTitle: '您的银行账户',
  newTitle: '绑定银行卡',
  changeTitle: '更换银行卡',
  bank: '银行',
  accountName: '开户名',
  accountNumber: '银行卡号',
  accountNumberHint: '{{digits}} 位数字',
  boundOn: '绑定于 {{date}}',
  change: '更换',
  cancel: '取消',
  save: '保存',
  saved: '银行卡已保存',
  passwordTitle: '输入密码确认',
  passwordText: '请输入密码，确认提现到此账户。',
  password: '密码',
  confirm: '确认',
};

export default bank;
