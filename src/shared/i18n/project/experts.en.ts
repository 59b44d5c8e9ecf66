/** English twin of experts.zh.ts. */
import type { EXPERT_REVIEW_MESSAGES } from '../../domain/expertReview';

const expertReviewMessagesEn: Record<Exclude<keyof typeof EXPERT_REVIEW_MESSAGES, 'reason'>, string> = {
  decision: 'Choose the certification result',
  notFound: 'The certification application does not exist or has been removed',
  decided: 'This application has already been reviewed; it cannot be reviewed again',
  notExpert: 'This person is not an expert certified by your organisation',
  ownApplication: 'You cannot review your own certification application',
};

export const projectExpertsEn = {
  resources: {
    experts: {
      name: 'Expert certification',
      fields: {
        realName: 'Name',
        phone: 'Mobile',
        sex: 'Sex',
        areaCode: 'Region',
        position: 'Position',
        educational: 'Education',
        university: 'University',
        major: 'Subject studied',
        industryName: 'Industry',
        majorName: 'Speciality',
        certificate: 'Qualification certificates',
        expertStatus: 'Certification status',
        submissionTime: 'Submitted',
        expertPersonName: 'Reviewer',
        expertOrgName: 'Reviewing organisation',
        expertTime: 'Reviewed',
        expertReason: 'Reason for rejection',
        no: 'Expert no.',
        name: 'Expert name',
        addr: 'Address',
        birthday: 'Date of birth',
        degree: 'Degree',
      },
      tabs: { '2': 'My certified experts', '1': 'Pending review', '3': 'Rejected' },
      statuses: { '0': 'Uncertified', '1': 'Under review', '2': 'Certified', '3': 'Rejected' },
      decisions: { '2': 'Pass', '3': 'Reject' },
      actions: { review: 'Review', info: 'Expert record' },
      infoSaved: { '0': 'No record yet', '1': 'Recorded' },
    },
  },
  messages: { expertReview: expertReviewMessagesEn },
} as const;
