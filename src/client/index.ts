/** The typed client of the Page-Selector service: what the Action, CLI and tests import. */
export { createClient, DEFAULT_TIMEOUTS, type ClientOptions, type PageSelectorClient } from './client.ts';
export { ApiError, ConnectionError, ServiceCallError, TimeoutError, ERROR_CODES, formatDetail, type TimeoutPhase } from './errors.ts';
export { connectService, type ServiceConnection } from './connect.ts';
export { checkBaseUrl, describeBaseUrlProblem } from './base-url.ts';
export { paginate } from './paginate.ts';
export { md5OfBase64 } from '../api/reconcile-hash.ts';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry.ts';
export { type RetryEvent } from './http.ts';
export { tokenProblem } from '../api/bearer-token.ts';
