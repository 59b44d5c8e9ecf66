import { REGISTRATION_KINDS, REGISTRATION_STATUSES } from '@shared/domain/enterpriseRegistration';
import { looseT } from '../../crud/looseT';

/** The kinds and statuses as select options, labelled in the person's language. */
export const kindOptions = () => REGISTRATION_KINDS.map((value) => ({ value, label: looseT(`resources.registrations.kinds.${value}`) }));
export const statusOptions = () => REGISTRATION_STATUSES.map((value) => ({ value, label: looseT(`resources.registrations.statuses.${value}`) }));
