import type { FormsTexts } from '../en/forms';

const forms: FormsTexts = {
  account: '手机号或邮箱',
  accountHint: '印度尼西亚手机号（+62）或电子邮箱地址',
  accountPlaceholder: '0812 3456 7890',
  code: '验证码',
  sendCode: '获取验证码',
  resendIn: '{{seconds}} 秒后重发',
  codeSent: '验证码已发送，{{minutes}} 分钟内有效。',
  confirmPassword: '确认密码',
  passwordHint: '{{min}}-{{max}} 位，须包含字母和数字，不能有空格',
};

export default forms;
