const settings = {
  title: 'Settings',
  profile: 'Profile',
  account: 'Signed in as {{account}}',
  nickname: 'Nickname',
  saveProfile: 'Save profile',
  profileSaved: 'Profile saved',
  password: 'Change password',
  passwordNote: 'Other devices signed in to your account are signed out when the password changes.',
  oldPassword: 'Current password',
  newPassword: 'New password',
  changePassword: 'Change password',
  passwordChanged: 'Password changed. Other devices have been signed out.',
};

export type SettingsTexts = typeof settings;
export default settings;
