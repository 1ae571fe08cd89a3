import type { SettingsTexts } from '../en/settings';

const settings: SettingsTexts = {
  title: 'Pengaturan',
  profile: 'Profil',
  account: 'Masuk sebagai {{account}}',
  nickname: 'Nama panggilan',
  saveProfile: 'Simpan profil',
  profileSaved: 'Profil disimpan',
  password: 'Ubah kata sandi',
  passwordNote: 'Perangkat lain yang masuk ke akun Anda akan dikeluarkan saat kata sandi diubah.',
  oldPassword: 'Kata sandi saat ini',
  newPassword: 'Kata sandi baru',
  changePassword: 'Ubah kata sandi',
  passwordChanged: 'Kata sandi diubah. Perangkat lain telah dikeluarkan.',
};

export default settings;
