import type { Twin } from '../twin';
import type { expertCertZh } from './expertCert.zh';

export const expertCertEn: Twin<typeof expertCertZh> = {
  name: 'expert certification',
  fields: {
    phone: 'Mobile phone',
    realName: 'Real name',
    areaCode: 'Region',
    sex: 'Sex',
    position: 'Position',
    educational: 'Education',
    university: 'University',
    major: 'Major',
    industryName: 'Industry',
    majorName: 'Speciality',
    certificate: 'Qualification certificates',
  },
};
