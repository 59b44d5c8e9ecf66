/** Environment variables through which global setup hands the running host to the tests and teardown. */
export const LAUNCH_URL_ENV = 'CEM_E2E_LAUNCH_URL';
export const HOST_PID_ENV = 'CEM_E2E_HOST_PID';
export const DATA_DIR_ENV = 'CEM_E2E_DATA_DIR';
export const HOST_LOG_ENV = 'CEM_E2E_HOST_LOG';
