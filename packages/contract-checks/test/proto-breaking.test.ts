import { afterAll, describe, expect, test } from '@jest/globals';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkProtoCompatibility, repoRoot } from '../src/index.js';

const catalogProto = 'catalog/v1/catalog.proto';
const copies: string[] = [];

afterAll(async () => {
  await Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A temporary copy of `proto/` with `replacements` made in the catalog's file (each must apply) and `removed` files deleted. */
async function protoCopyWith(replacements: [from: string, to: string][], removed: string[] = []): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'proto-'));
  copies.push(dir);
  await cp(path.join(repoRoot, 'proto'), dir, { recursive: true });
  for (const file of removed) await rm(path.join(dir, file));
  const file = path.join(dir, catalogProto);
  let text = await readFile(file, 'utf8');
  for (const [from, to] of replacements) {
    expect(text).toContain(from);
    text = text.replace(from, to);
  }
  await writeFile(file, text);
  return dir;
}

describe('proto breaking changes against release/baseline/proto', () => {
  test('the current proto/ is compatible with the released one', async () => {
    expect(await checkProtoCompatibility()).toEqual([]);
  });

  test('a deleted field, a retyped field and a removed rpc fail, each saying how to do it compatibly', async () => {
    const protoDir = await protoCopyWith([
      ['message Category {\n  int64 id = 1;\n  // In the request\'s language.\n  string name = 2;\n', 'message Category {\n  int64 id = 1;\n'],
      ['message ListCategoriesRequest {\n  string lang = 1;\n}', 'message ListCategoriesRequest {\n  int32 lang = 1;\n}'],
      ['  rpc ListHotKeywords(ListHotKeywordsRequest) returns (ListHotKeywordsResponse);\n', ''],
    ]);
    const problems = await checkProtoCompatibility({ protoDir });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^proto\/catalog\/v1\/catalog\.proto:\d+: .*"name" on message "Category" was deleted\. \[FIELD_NO_DELETE\] Keep the field and mark it deprecated/),
        expect.stringMatching(
          /^proto\/catalog\/v1\/catalog\.proto:\d+: .*"lang" on message "ListCategoriesRequest" changed type from "string" to "int32"\. \[FIELD_SAME_TYPE\] .*Add a new field \(a new number\)/,
        ),
        expect.stringMatching(/^proto\/catalog\/v1\/catalog\.proto:\d+: .*"ListHotKeywords" on service "CatalogService" was deleted\. \[RPC_NO_DELETE\] Keep the rpc .*until every released caller moved/),
      ]),
    );
    expect(problems).toHaveLength(3);
  });

  test('a deleted file fails, named in the message', async () => {
    const protoDir = await protoCopyWith([], ['fund/v1/fund.proto']);
    expect(await checkProtoCompatibility({ protoDir })).toEqual([
      'proto/fund/v1/fund.proto: Previously present file "fund/v1/fund.proto" was deleted. [FILE_NO_DELETE] Keep the file: released code imports it and its messages. Add new definitions beside the old ones instead of moving them.',
    ]);
  });

  test('a new optional field and a new rpc pass', async () => {
    const protoDir = await protoCopyWith([
      ['  repeated Category children = 3;\n', '  repeated Category children = 3;\n  // Shown beside the name when set.\n  optional string icon_url = 4;\n'],
      [
        '  rpc ListHotKeywords(ListHotKeywordsRequest) returns (ListHotKeywordsResponse);\n',
        '  rpc ListHotKeywords(ListHotKeywordsRequest) returns (ListHotKeywordsResponse);\n  rpc CountCategories(CountCategoriesRequest) returns (CountCategoriesResponse);\n',
      ],
      ['message ListCategoriesResponse {', 'message CountCategoriesRequest {}\n\nmessage CountCategoriesResponse {\n  int64 count = 1;\n}\n\nmessage ListCategoriesResponse {'],
    ]);
    expect(await checkProtoCompatibility({ protoDir })).toEqual([]);
  });

  test('a rule without advice of its own gets the general advice', async () => {
    const protoDir = await protoCopyWith([['message Category {\n  int64 id = 1;', 'message Category {\n  int64 id = 1 [jstype = JS_STRING];']]);
    expect(await checkProtoCompatibility({ protoDir })).toEqual([
      expect.stringMatching(/^proto\/catalog\/v1\/catalog\.proto:\d+: .*\[FIELD_SAME_JSTYPE\] Released clients, servers or their generated code depend on the old definition/),
    ]);
  });
});
