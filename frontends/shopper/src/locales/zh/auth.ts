import type { AuthTexts } from '../en/auth';

const auth: AuthTexts = {
  signIn: {
    title: '登录',
    methods: '登录方式',
    byCode: '验证码登录',
    byPassword: '密码登录',
    password: '密码',
    submit: '登录',
    noAccount: '还没有 Nusa Mart 账号？',
    signUp: '注册账号',
    forgotten: '忘记密码？',
  },
  signUp: {
    title: '注册账号',
    password: '密码',
    inviteCode: '邀请码（选填）',
    submit: '注册',
    haveAccount: '已有账号？',
    signIn: '登录',
  },
  forget: {
    title: '重置密码',
    intro: '我们会向您的手机号或邮箱发送验证码，凭验证码设置新密码。',
    password: '新密码',
    submit: '重置密码',
    done: '密码已修改，请使用新密码登录。',
  },
};

export default auth;
