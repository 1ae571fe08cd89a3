import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { absoluteImageUrl, documentEnd, documentStart, escapeHtml, siteOrigin } from '../../src/server/document';
import { RemoteDirectory, serverRemotesOf } from '../../src/server/remotes';

const head = {
  lang: 'zh-CN',
  title: 'Bantuan & FAQ - "Nusa" <Mart>',
  description: 'Online Shop',
  image: '/logo.svg',
  icon: '/logo.svg',
  styles: ['/assets/app.css'],
  blockingScripts: ['/assets/boot/colour-mode.js'],
};

describe("the server's document", () => {
  it('puts language, title, social tags, styles and the colour-mode script in the head, escaped', () => {
    const start = documentStart(head);
    expect(start).toMatch(/^<!doctype html><html lang="zh-CN"><head>/);
    expect(start).toContain('<title>Bantuan &amp; FAQ - &quot;Nusa&quot; &lt;Mart&gt;</title>');
    expect(start).toContain('<meta property="og:title" content="Bantuan &amp; FAQ - &quot;Nusa&quot; &lt;Mart&gt;"/>');
    // The colour mode runs before any stylesheet or content, so the first paint is in the right mode.
    expect(start.indexOf('colour-mode.js')).toBeLessThan(start.indexOf('app.css'));
    expect(start).toMatch(/<div id="app">$/);
  });

  it("tells link previews a product's price, and only a product's", () => {
    expect(documentStart({ ...head, price: 189_000 })).toContain(
      '<meta property="og:type" content="product"/><meta property="product:price:amount" content="189000"/><meta property="product:price:currency" content="IDR"/>',
    );
    expect(documentStart(head)).not.toContain('product:price');
  });

  it('writes a share image only when there is one', () => {
    expect(documentStart({ ...head, image: 'https://shop.example/media/p/960.webp' })).toContain('<meta property="og:image" content="https://shop.example/media/p/960.webp"/>');
    expect(documentStart({ ...head, image: '' })).not.toContain('og:image');
  });

  it('makes share images absolute with the origin the visitor reached, a host that is only a name', () => {
    const origin = siteOrigin('https', 'm.shop.example:8443');
    expect(origin).toBe('https://m.shop.example:8443');
    expect(absoluteImageUrl('/media/products/ab/960.webp', origin)).toBe('https://m.shop.example:8443/media/products/ab/960.webp');
    expect(absoluteImageUrl('https://media.shop.example/products/ab/960.webp', origin)).toBe('https://media.shop.example/products/ab/960.webp');
    expect(absoluteImageUrl('', origin)).toBe('');
    expect(absoluteImageUrl('//evil.example/x.webp', origin)).toBe('');
    expect(absoluteImageUrl('javascript:alert(1)', origin)).toBe('');
    expect(absoluteImageUrl('/logo.svg', undefined)).toBe('');
    expect(siteOrigin('https', '127.0.0.1:18100')).toBe('https://127.0.0.1:18100');
    expect(siteOrigin('http', '[::1]:3000')).toBe('http://[::1]:3000');
    for (const host of ['evil.example"><script>', 'a b', 'x.example/path', '']) expect(siteOrigin('https', host)).toBeUndefined();
    expect(siteOrigin('ftp', 'shop.example')).toBeUndefined();
  });

  it('hands the state over as data, never as a script that runs', () => {
    const end = documentEnd({ stateId: 'page-state', state: '{"a":1}', scripts: ['/assets/main.js'] });
    expect(end).toBe('</div><script type="application/json" id="page-state">{"a":1}</script><script defer src="/assets/main.js"></script></body></html>');
  });

  it('escapes every character that could leave an attribute or element', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;');
  });
});

describe('the remotes the server loads', () => {
  it('takes only entries with an absolute HTTP(S) server entry', () => {
    const config = {
      remotes: [
        { name: 'shopper', entry: '/mf/shopper/remoteEntry.js', serverEntry: 'http://web-shopper/mf/shopper/server/remoteEntry.js' },
        { name: 'merchant', entry: '/mf/merchant/remoteEntry.js' },
        { name: 'evil', entry: '/mf/evil/remoteEntry.js', serverEntry: 'file:///etc/passwd' },
        { name: 'relative', entry: '/x.js', serverEntry: '/mf/x/server/remoteEntry.js' },
      ],
    };
    expect(serverRemotesOf(config).map((remote) => remote.name)).toEqual(['shopper']);
    expect(serverRemotesOf({})).toEqual([]);
    expect(serverRemotesOf(null)).toEqual([]);
  });
});

describe('the remote directory', () => {
  const remote = (version: string) => ({ name: 'shopper', entry: `/mf/shopper/remoteEntry.js?v=${version}`, serverEntry: `http://web-shopper/mf/shopper/server/remoteEntry.js?v=${version}` });

  async function directoryWith(first: unknown) {
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-remotes-'));
    const file = path.join(dir, 'mf-config.json');
    await writeFile(file, JSON.stringify(first));
    const registered: string[][] = [];
    let changes = 0;
    const directory = new RemoteDirectory(file, () => changes++, (remotes) => registered.push(remotes.map((r) => r.entry)));
    return { directory, registered, changes: () => changes, write: (content: string) => writeFile(file, content), dir };
  }

  it('registers the remotes once, again when the file changes, and again after a failure', async () => {
    const { directory, registered, changes, write, dir } = await directoryWith({ remotes: [remote('1')] });
    try {
      await directory.remotes();
      await directory.remotes();
      expect(registered).toEqual([['http://web-shopper/mf/shopper/server/remoteEntry.js?v=1']]);

      await write(JSON.stringify({ remotes: [remote('22')] }));
      expect((await directory.remotes())[0]!.entry).toBe('/mf/shopper/remoteEntry.js?v=22');
      expect(registered).toHaveLength(2);

      directory.forget();
      await directory.remotes();
      expect(registered).toHaveLength(3);
      expect(changes()).toBe(3);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads a folder of documents, one per remote, and follows each one changing, going or breaking on its own', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-remotes-'));
    const merchant = { name: 'merchant', entry: '/mf/merchant/remoteEntry.js?v=7', serverEntry: 'http://web-merchant/mf/merchant/server/remoteEntry.js?v=7' };
    const writeEntry = (name: string, content: unknown) => writeFile(path.join(dir, `${name}.json`), typeof content === 'string' ? content : JSON.stringify(content));
    try {
      await writeEntry('shopper', { remotes: [remote('1')] });
      await writeEntry('merchant', { remotes: [merchant] });
      await writeFile(path.join(dir, 'notes.txt'), 'not a document');
      const registered: string[][] = [];
      const directory = new RemoteDirectory(dir, () => undefined, (remotes) => registered.push(remotes.map((r) => r.entry)));
      expect((await directory.remotes()).map((r) => r.entry)).toEqual([merchant.entry, '/mf/shopper/remoteEntry.js?v=1']);

      // The shopper's release rolls forward: only its document changes.
      await writeEntry('shopper', { remotes: [remote('2')] });
      expect((await directory.remotes()).map((r) => r.entry)).toEqual([merchant.entry, '/mf/shopper/remoteEntry.js?v=2']);

      // One document caught mid-write keeps every remote as it was.
      await writeEntry('merchant', '{"remotes": [');
      expect((await directory.remotes()).map((r) => r.entry)).toEqual([merchant.entry, '/mf/shopper/remoteEntry.js?v=2']);

      // A remote whose release is gone takes its document with it.
      await rm(path.join(dir, 'merchant.json'));
      expect((await directory.remotes()).map((r) => r.name)).toEqual(['shopper']);
      expect(registered).toHaveLength(3);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps the remotes it has while the file does not read as JSON', async () => {
    const { directory, registered, write, dir } = await directoryWith({ remotes: [remote('1')] });
    try {
      await directory.remotes();
      await write('{"remotes": [');
      expect((await directory.remotes()).map((r) => r.entry)).toEqual(['/mf/shopper/remoteEntry.js?v=1']);
      expect(registered).toHaveLength(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
