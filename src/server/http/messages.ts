/** What the server answers to requests it cannot even read: declared with its English twin in src/shared. */
export { HTTP_MESSAGES } from '@shared/messages';
