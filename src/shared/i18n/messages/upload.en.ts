/** English twins of the upload messages (src/shared/domain/upload.ts). */
import type { UPLOAD_MESSAGES } from '../../domain/upload';

export const uploadMessagesEn: Record<keyof typeof UPLOAD_MESSAGES, string> = {
  uploadSizeExceeded: 'The file is larger than allowed!',
  uploadTypeMismatch: 'This file type is not allowed!',
  uploadDeleteFirst: 'Please delete the current file before uploading another!',
  uploadCountExceeded: 'Too many files for this upload',
  imageCountExceeded: 'Too many images selected!',
  imageSizeExceeded: 'The file is larger than allowed; upload failed',
  largeTypeRejected: 'The file could not be read or its format is not supported!',
  largeSizeExceeded: 'The file exceeds the size limit!',
  uploadFileChanged: 'The file was changed and must be uploaded again from the start',
  uploadFileMissing: 'The file does not exist or cannot be read',
  logoSizeExceeded: 'The file is larger than allowed',
  logoTypeMismatch: 'This file type is not allowed',
  attachNotFound: 'The attachment does not exist',
  objectNotFound: 'The file does not exist; upload it first',
  formReadFailed: 'The file could not be read',
  uploadGrantNotFound: 'The upload does not exist or has finished',
};
