import { Migration } from '@mikro-orm/migrations';

export class Migration20261202100000SearchWords extends Migration {
  override up(): void {
    // The words of the titles in English and Indonesian, each once: a misspelt keyword is corrected
    // to the closest of them (a few thousand words, whatever the number of products), then searched
    // as written. It replaces comparing the keyword with every title, which a common word made slow.
    this.addSql(`
      create table search_word (
        lang varchar(3) not null check (lang in ('en', 'ind')),
        word text not null,
        primary key (lang, word)
      )`);
    this.addSql(`create index search_word_similar_idx on search_word using gin (word public.gin_trgm_ops)`);
    this.addSql(`
      insert into search_word (lang, word)
      select distinct t.lang, w.word
        from product_text t, regexp_split_to_table(t.title_folded, '[^[:alnum:]]+') as w (word)
       where t.lang in ('en', 'ind') and char_length(w.word) >= 3 and w.word !~ '^[0-9]+$'
      on conflict do nothing`);
    this.addSql(`drop index product_text_similar_en_idx`);
    this.addSql(`drop index product_text_similar_ind_idx`);
  }
}
