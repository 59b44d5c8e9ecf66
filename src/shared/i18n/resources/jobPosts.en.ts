import type { Twin } from '../twin';
import type { jobPostsZh } from './jobPosts.zh';

export const jobPostsEn: Twin<typeof jobPostsZh> = {
  name: 'post',
  fields: { postName: 'Post name', postCode: 'Post code', category: 'Category', sort: 'Order', remark: 'Remark', createTime: 'Created' },
  categories: { '1': 'Senior management', '2': 'Middle management', '3': 'Staff' },
};
