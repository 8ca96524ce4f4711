/** The service's defaults, apart from the server so the command line can print them without loading it. */
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8787;
export const DEFAULT_DB_PATH = '.page-selector/db.sqlite';
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;
/** Resources are checked decoded: a body limit alone would let base64's 4/3 overhead decide. */
export const DEFAULT_MAX_RESOURCE_BYTES = 20 * 1024 * 1024;
export const DEFAULT_SESSION_TIMEOUT_MS = 15 * 60 * 1000;
