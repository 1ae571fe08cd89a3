import type { SettingsTexts } from '../en/settings';

const settings: SettingsTexts = {
  title: '设置',
  profile: '个人资料',
  account: '当前账号：{{account}}',
  nickname: '昵称',
  saveProfile: '保存资料',
  profileSaved: '资料已保存',
  password: '修改密码',
  passwordNote: '修改密码后，登录此账号的其他设备将退出登录。',
  oldPassword: '当前密码',
  newPassword: '新密码',
  changePassword: '修改密码',
  passwordChanged: '密码已修改，其他设备已退出登录。',
};

export default settings;
