/** System settings (/system/setting, spec 1 §3) and the footer that shows some of them. */
import { SETTING_MESSAGES } from '../domain/systemSettings';

export { SETTING_MESSAGES };

export const settingsZh = {
  title: '系统设置',
  footer: '页脚',
};

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
