/**
 * The native application menu of the desktop app (issue 19): the menu bar's titles, the app's own
 * entries and the role items' labels, so the bar speaks the person's language whatever the OS's is.
 * {{app}} is the app's name (app.name).
 */
export const appMenuZh = {
  file: '文件',
  edit: '编辑',
  view: '视图',
  window: '窗口',
  help: '帮助',
  about: '关于',
  aboutApp: '关于{{app}}',
  settings: '设置',
  board: '数据看板',
  checkForUpdates: '检查更新',
  openDataFolder: '打开数据目录',
  hide: '隐藏{{app}}',
  hideOthers: '隐藏其他',
  unhide: '全部显示',
  quit: '退出',
  quitApp: '退出{{app}}',
  undo: '撤销',
  redo: '重做',
  cut: '剪切',
  copy: '复制',
  paste: '粘贴',
  selectAll: '全选',
  reload: '重新加载',
  toggleDevTools: '开发者工具',
  resetZoom: '实际大小',
  zoomIn: '放大',
  zoomOut: '缩小',
  toggleFullscreen: '全屏',
  minimize: '最小化',
  close: '关闭窗口',
  front: '全部置于顶层',
};
