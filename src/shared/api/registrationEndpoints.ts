/**
 * Enterprise registration and the operator's approval list (issue 13, spec 3 §2, §7). user/register-new
 * is the spec's own path; the approval list's calls are ours, named after the enterprise-registration
 * record they decide (docs/decisions.md).
 */
import type {
  EnterpriseApplication,
  EnterpriseRegistrationInput,
  RegistrationPageQuery,
  RegistrationRecord,
  RegistrationRefuse,
} from '../domain/enterpriseRegistration';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });

export const registrationEndpoints = {
  /** A signed-in person applies for a new organisation; it waits for the operator. */
  submit: system<EnterpriseRegistrationInput, EnterpriseApplication>('POST', 'user/register-new'),
  /** The caller's own enterprise applications, newest first, refused ones with their reason. */
  mine: system<void, EnterpriseApplication[]>('GET', 'enterprise-registration/mine'),
  /** The operator tenant's administrator only: enterprise and third-party account applications. */
  page: system<RegistrationPageQuery, Page<RegistrationRecord>>('GET', 'enterprise-registration/page'),
  detail: system<{ id: string }, RegistrationRecord>('GET', 'enterprise-registration/detail'),
  approve: system<{ id: string }, RegistrationRecord>('POST', 'enterprise-registration/approve/{id}'),
  refuse: system<RegistrationRefuse, RegistrationRecord>('POST', 'enterprise-registration/refuse'),
} as const;
