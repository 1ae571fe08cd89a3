import type { TemplatesTexts } from '../en/templates';

const templates: TemplatesTexts = {
  title: 'Templat pesan',
  kind: 'Jenis pesan',
  language: 'Bahasa',
  languages: { en: 'Inggris', zh: 'Mandarin', ind: 'Indonesia' },
  placeholders: 'Placeholder',
  placeholdersHint: 'Tekan salah satu untuk menyisipkannya di posisi kursor pada teks terakhir yang Anda ubah.',
  insert: 'Sisipkan {{name}}',
  fields: { title: 'Judul (dalam aplikasi dan subjek e-mail)', short: 'Teks singkat (SMS dan WhatsApp)', body: 'Isi (dalam aplikasi dan e-mail)' },
  characters: '{{count}} / {{max}} karakter',
  preview: 'Pratinjau dengan contoh nilai',
  previewing: 'Memperbarui pratinjau…',
  smsSegments: 'Segmen SMS: {{count}}',
  builtIn: 'Teks bawaan',
  edited: 'Diubah oleh operator',
  editedBy: 'Diubah oleh',
  editedAt: 'Diubah pada',
  save: 'Simpan',
  saved: 'Templat {{kind}} dalam bahasa {{language}} telah disimpan.',
  restore: 'Pulihkan bawaan',
  restoreTitle: 'Pulihkan teks bawaan {{kind}} dalam bahasa {{language}}?',
  restoreText: 'Teks yang diubah diganti dengan teks bawaan untuk setiap pesan yang dikirim mulai sekarang.',
  restored: 'Templat {{kind}} dalam bahasa {{language}} kembali ke teks bawaannya.',
  empty: 'Tidak ada templat',
};

export default templates;
