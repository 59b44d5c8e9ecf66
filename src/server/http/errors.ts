/** A failure the server means to answer: the status (which is also the envelope code) and its Chinese message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export type OAuthErrorCode = 'invalid_request' | 'invalid_grant' | 'unsupported_grant_type' | 'invalid_client';

/** A failure of POST oauth/token, answered in the OAuth shape the login screen reads (error_description). */
export class OAuthError extends HttpError {
  constructor(
    readonly error: OAuthErrorCode,
    description: string,
  ) {
    super(400, description);
    this.name = 'OAuthError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
