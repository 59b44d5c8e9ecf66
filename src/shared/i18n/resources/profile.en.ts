import type { Twin } from '../twin';
import type { profileZh } from './profile.zh';

export const profileEn: Twin<typeof profileZh> = {
  name: 'profile',
  fields: {
    avatar: 'Avatar',
    account: 'Account',
    realName: 'Real name',
    cardNo: 'ID card number',
    sex: 'Sex',
    areaCode: 'Region',
    addr: 'Address',
    birthday: 'Date of birth',
    educational: 'Education',
    degree: 'Degree',
    university: 'University',
    major: 'Major',
    position: 'Position',
    phone: 'Mobile phone',
    email: 'Email',
    wechat: 'WeChat',
    qq: 'QQ',
    resume: 'Résumé',
    registerTime: 'Registered',
  },
};
