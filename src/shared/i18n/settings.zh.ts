/** System settings (/system/setting, spec 1 §3) and the footer that shows some of them. */
export const settingsZh = {
  title: '系统设置',
  footer: '页脚',
};

