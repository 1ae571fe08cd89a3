import type { FormTexts } from './en';

const forms: FormTexts = {
  loading: '加载中…',
  loadFailed: '无法加载此内容。',
  retry: '重试',
  loadMore: '加载更多',
  problems: {
    account_required: '请输入账号',
    reason_required: '请输入原因',
    reason_too_long: '原因不能超过 300 个字符',
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
    store_name_required: '请输入店铺名称',
    invalid_store_name: '店铺名称须为 2 至 40 个字符',
    description_too_long: '描述不能超过 500 个字符',
    owner_name_required: '请输入与身份证一致的店主姓名',
    invalid_owner_name: '店主姓名格式不正确',
    ktp_required: '请输入身份证号码（KTP）',
    invalid_ktp_format: '身份证号码（KTP）须为 16 位有效数字',
  },
};

export default forms;
