import type { AuthTexts } from '../en/auth';

const auth: AuthTexts = {
  signIn: {
    title: 'Masuk',
    methods: 'Cara masuk',
    byCode: 'Masuk dengan kode',
    byPassword: 'Masuk dengan kata sandi',
    password: 'Kata sandi',
    submit: 'Masuk',
    noAccount: 'Baru di Nusa Mart?',
    signUp: 'Buat akun',
    forgotten: 'Lupa kata sandi?',
  },
  signUp: {
    title: 'Buat akun',
    password: 'Kata sandi',
    inviteCode: 'Kode undangan (opsional)',
    submit: 'Daftar',
    haveAccount: 'Sudah punya akun?',
    signIn: 'Masuk',
  },
  forget: {
    title: 'Atur ulang kata sandi',
    intro: 'Kami mengirim kode ke nomor ponsel atau email Anda; dengan kode itu Anda membuat kata sandi baru.',
    password: 'Kata sandi baru',
    submit: 'Atur ulang kata sandi',
    done: 'Kata sandi Anda telah diubah. Masuk dengan kata sandi baru.',
  },
};

export default auth;
