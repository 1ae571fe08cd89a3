import { describe, expect, it } from '@jest/globals';
import { detailRow, escapeHtml, htmlPage, languageOf } from '../../src/index.js';

describe('languageOf', () => {
  it('takes ?lang=, then a lang cookie, then the shop-locale cookie, else Indonesian', () => {
    expect(languageOf('zh', 'lang=en; shop-locale=ind')).toBe('zh');
    expect(languageOf(null, 'a=1; lang=en; shop-locale=zh')).toBe('en');
    expect(languageOf('fr', 'shop-locale=zh')).toBe('zh');
    expect(languageOf(null, 'xlang=en')).toBe('ind');
    expect(languageOf(null, undefined)).toBe('ind');
  });
});

describe('the page helpers', () => {
  it('escape HTML, and write a detail row', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    expect(detailRow('To', '+62<8>', 'number')).toBe('<div class="row"><dt>To</dt><dd class="number">+62&#60;8&#62;</dd></div>');
    expect(detailRow('Status', 'Sent')).toBe('<div class="row"><dt>Status</dt><dd>Sent</dd></div>');
  });

  it('write a page with its title, notice, style sheet and language switcher, nothing inline', () => {
    const page = htmlPage({
      lang: 'en',
      texts: { title: 'Sandbox <test>', notice: 'Nothing is real.', language: 'Language' },
      stylesheet: '/sandbox/test.css',
      href: (lang) => `/sandbox/test?lang=${lang}`,
      content: '<p id="content">here</p>',
    });
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>Sandbox &#60;test&#62;</title>');
    expect(page).toContain('<h1>Sandbox &#60;test&#62;</h1>\n<p class="notice">Nothing is real.</p>\n<p id="content">here</p>');
    expect(page).toContain('<link rel="stylesheet" href="/sandbox/test.css">');
    expect(page).toContain('<nav aria-label="Language"><a href="/sandbox/test?lang=ind" lang="id" hreflang="id">ind</a> · <strong aria-current="true">en</strong> · <a href="/sandbox/test?lang=zh" lang="zh-CN" hreflang="zh-CN">zh</a></nav>');
    expect(page).not.toMatch(/<style|style=|<script/);
  });
});
