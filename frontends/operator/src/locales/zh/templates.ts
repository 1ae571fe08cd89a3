import type { TemplatesTexts } from '../en/templates';

const templates: TemplatesTexts = {
  title: '消息模板',
  kind: '消息类型',
  language: '语言',
  languages: { en: '英语', zh: '中文', ind: '印尼语' },
  placeholders: '占位符',
  placeholdersHint: '点击占位符，将其插入到最近编辑的文本的光标位置。',
  insert: '插入 {{name}}',
  fields: { title: '标题（站内及邮件主题）', short: '短文本（短信及 WhatsApp）', body: '正文（站内及邮件）' },
  characters: '{{count}} / {{max}} 个字符',
  preview: '示例预览',
  previewing: '正在更新预览…',
  smsSegments: '短信条数：{{count}}',
  builtIn: '内置文本',
  edited: '已由运营人员编辑',
  editedBy: '编辑人',
  editedAt: '编辑时间',
  save: '保存',
  saved: '{{language}} 的 {{kind}} 模板已保存。',
  restore: '恢复内置文本',
  restoreTitle: '恢复 {{language}} 的 {{kind}} 内置文本？',
  restoreText: '此后发送的消息将使用内置文本替换已编辑的文本。',
  restored: '{{language}} 的 {{kind}} 模板已恢复为内置文本。',
  empty: '暂无模板',
};

export default templates;
