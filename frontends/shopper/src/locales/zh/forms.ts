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
  problems: {
    account_required: '请输入账号',
    code_required: '请输入验证码',
    password_required: '请输入密码',
    confirm_password_required: '请确认密码',
    passwords_mismatch: '两次输入的密码不一致',
    invalid_account_format: '账号格式不正确',
    invalid_password_format: '密码格式不正确',
    invalid_code_format: '验证码格式不正确',
    invalid_invite_code: '邀请码无效',
    invalid_nickname: '昵称须为 1 至 {{max}} 个字符',
    address_required: '请输入地址',
    name_required: '请输入姓名',
    phone_required: '请输入手机号码',
    detail_required: '请输入详细地址',
    address_incomplete: '请完善地址',
    name_too_long: '姓名过长',
    detail_too_long: '详细地址过长',
    invalid_phone_format: '手机号码格式不正确',
  },
};

export default forms;
