/** System settings (系统设置, spec 1 §3): one label per setting key. */
export const settingsResourceZh = {
  name: '系统设置',
  fields: {
    'sys-logo': '系统Logo',
    'service-tel': '客服电话',
    'service-email': '客服邮箱',
    'service-phone': '客服手机',
    copyright: '版权信息',
    beianhao: '公安备案号',
    icp_num: 'ICP备案号',
    security_registration_number: '等保备案号',
    app_download_url: 'App下载地址',
    avatar_audit: '头像审核',
  },
};
