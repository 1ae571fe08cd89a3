import type { FormTexts } from './en';

const forms: FormTexts = {
  loading: 'Memuat…',
  loadFailed: 'Konten ini tidak dapat dimuat.',
  retry: 'Coba lagi',
  loadMore: 'Muat lebih banyak',
  problems: {
    account_required: 'Silakan masukkan info akun',
    reason_required: 'Silakan masukkan alasan',
    reason_too_long: 'Alasan maksimal 300 karakter',
    code_required: 'Silakan masukkan kode',
    password_required: 'Silakan masukkan kata sandi',
    confirm_password_required: 'Silakan konfirmasi kata sandi',
    passwords_mismatch: 'Kata sandi tidak cocok',
    invalid_account_format: 'Format akun tidak valid',
    invalid_password_format: 'Format kata sandi tidak valid',
    invalid_code_format: 'Format kode tidak valid',
    invalid_invite_code: 'Kode undangan tidak valid',
    invalid_nickname: 'Nama panggilan harus 1 sampai {{max}} karakter',
    address_required: 'Silakan masukkan alamat',
    name_required: 'Silakan masukkan nama',
    phone_required: 'Silakan masukkan nomor telepon',
    detail_required: 'Silakan masukkan alamat lengkap',
    address_incomplete: 'Silakan lengkapi alamat',
    name_too_long: 'Nama terlalu panjang',
    detail_too_long: 'Alamat lengkap terlalu panjang',
    invalid_phone_format: 'Format nomor telepon tidak valid',
    store_name_required: 'Silakan masukkan nama toko',
    invalid_store_name: 'Nama toko harus 2 sampai 40 karakter',
    description_too_long: 'Deskripsi maksimal 500 karakter',
    owner_name_required: 'Silakan masukkan nama pemilik sesuai KTP',
    invalid_owner_name: 'Nama pemilik tidak valid',
    ktp_required: 'Silakan masukkan nomor KTP',
    invalid_ktp_format: 'Nomor KTP harus 16 digit yang valid',
  },
};

export default forms;
