import type { Twin } from '../twin';
import type { settingsResourceZh } from './settings.zh';

export const settingsResourceEn: Twin<typeof settingsResourceZh> = {
  name: 'System settings',
  fields: {
    'sys-logo': 'System logo',
    'service-tel': 'Service telephone',
    'service-email': 'Service email',
    'service-phone': 'Service mobile',
    copyright: 'Copyright',
    beianhao: 'Public security filing no.',
    icp_num: 'ICP filing no.',
    security_registration_number: 'Security registration no.',
    app_download_url: 'App download address',
    avatar_audit: 'Avatar review',
  },
};
