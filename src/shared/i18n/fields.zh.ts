/** Words of the form field kinds (money, dates, rich text, pickers). */
export const fieldsZh = {
  yuan: '元',
  percent: '%',
  rangeStart: '开始日期',
  rangeEnd: '结束日期',
  rangeTo: '至',
  richToolbar: '格式工具栏',
  bold: '加粗',
  italic: '斜体',
  heading2: '二级标题',
  heading3: '三级标题',
  bulletList: '项目符号列表',
  orderedList: '编号列表',
  link: '链接',
  linkPrompt: '链接地址（留空则移除链接）',
  editor: '{{label}}编辑器',
  counter: '{{count}}/{{max}}',
  pickerSearch: '搜索',
  pickerEmpty: '无匹配项',
  disabledEntry: '（已停用）',
  /** A name with what tells it apart (周航（市场部）); Chinese punctuation stays in this file. */
  withDetail: '{{label}}（{{detail}}）',
  inParentheses: '（{{text}}）',
  /** A label and its value in one line (驳回原因：…). */
  labelled: '{{label}}：{{value}}',
} as const;
