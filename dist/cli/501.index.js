export const id = 501;
export const ids = [501];
export const modules = {

/***/ 7391:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ tokenProblem)
/* harmony export */ });
/**
 * What a bearer token may be: one word of visible ASCII characters, as an
 * `authorization: Bearer <token>` header carries it (RFC 6750's b64token, loosely).
 * Dependency-free, so `serve` can check its flags without loading the HTTP client.
 */
/**
 * Why a bearer token cannot be sent, or null. Worded to follow the name the caller gives
 * the token ("--token", "the token"); it never echoes it. The one check for the client, the
 * CLI's --token, `serve`'s tokens and the Action's token input.
 */
function tokenProblem(token) {
    if (token.length === 0)
        return 'is empty';
    if (/^[\x21-\x7e]+$/.test(token))
        return null;
    return /[\s\x00-\x1f\x7f]/.test(token) ? 'contains spaces or control characters' : 'contains characters other than visible ASCII';
}


/***/ }),

/***/ 8501:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TOKEN_ENV: () => (/* binding */ TOKEN_ENV),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var _api_bearer_token_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7391);
/* harmony import */ var _service_defaults_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4957);
/**
 * `page-selector serve`: runs the reference service until SIGINT or SIGTERM.
 * Prints exactly one stdout line when ready: `page-selector listening on http://HOST:PORT`.
 */




const TOKEN_ENV = 'PAGE_SELECTOR_TOKEN';
const USAGE = `usage: page-selector serve [options]

  --host HOST              address to listen on (default ${_service_defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_HOST */ .HX})
  --port PORT              port; 0 picks a free one (default ${_service_defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_PORT */ .Wg})
  --db FILE|:memory:       SQLite database (default ${_service_defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_DB_PATH */ .ts})
  --token T                accepted bearer token; repeat for several. Also ${TOKEN_ENV}
                           (comma-separated). With none, one is generated and printed on stderr.
  --max-body BYTES         largest request body (default ${_service_defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_MAX_BODY_BYTES */ .y_})
  --session-timeout SECS   close sessions not pinged for this long (default ${_service_defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_SESSION_TIMEOUT_MS */ .oC / 1000})
  --base-path PATH         serve under a path prefix, e.g. /api (default none)
  -h, --help               show this help
`;
class UsageError extends Error {
}
async function run(argv) {
    let settings;
    try {
        settings = parse(argv);
    }
    catch (error) {
        process.stderr.write(`page-selector serve: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
        return 2;
    }
    if (settings === 'help') {
        process.stdout.write(USAGE);
        return 0;
    }
    let tokens = settings.tokens;
    if (tokens.length === 0) {
        const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(24).toString('base64url');
        tokens = [token];
        process.stderr.write(`page-selector: no token given (--token or ${TOKEN_ENV}); generated one for this run:\n  ${token}\n`);
    }
    let service;
    try {
        // Loaded only now: a mistyped flag is answered without loading the engine.
        const { startService } = await Promise.all(/* import() */[__webpack_require__.e(160), __webpack_require__.e(675)]).then(__webpack_require__.bind(__webpack_require__, 5675));
        service = await startService({ ...settings, tokens });
    }
    catch (error) {
        process.stderr.write(`page-selector serve: could not start: ${startProblem(error, settings)}\n`);
        return 1;
    }
    process.stdout.write(`page-selector listening on ${service.url}\n`);
    const signal = await new Promise((resolve) => {
        process.once('SIGINT', () => resolve('SIGINT'));
        process.once('SIGTERM', () => resolve('SIGTERM'));
    });
    process.stderr.write(`page-selector: ${signal}: finishing requests in flight, then stopping\n`);
    await service.close();
    return 0;
}
function parse(argv) {
    const { values } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
        args: argv,
        allowPositionals: false,
        strict: true,
        options: {
            host: { type: 'string' },
            port: { type: 'string' },
            db: { type: 'string' },
            token: { type: 'string', multiple: true },
            'max-body': { type: 'string' },
            'session-timeout': { type: 'string' },
            'base-path': { type: 'string' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help)
        return 'help';
    const fromEnv = (process.env[TOKEN_ENV] ?? '').split(',').map((t) => t.trim()).filter(Boolean);
    const fromFlags = values.token ?? [];
    if (fromFlags.some((t) => t.trim() === ''))
        throw new UsageError('--token must not be empty');
    // A client sends one visible-ASCII word after "Bearer", so any other token would lock every caller out.
    for (const [where, tokens] of [['--token', fromFlags], [TOKEN_ENV, fromEnv]]) {
        const problem = tokens.map(_api_bearer_token_js__WEBPACK_IMPORTED_MODULE_3__/* .tokenProblem */ .j).find((p) => p !== null);
        if (problem)
            throw new UsageError(`a token from ${where} ${problem}; a bearer token is one word of visible ASCII characters`);
    }
    const basePath = values['base-path'];
    if (basePath !== undefined && !basePath.startsWith('/'))
        throw new UsageError(`--base-path must start with "/", got "${basePath}"`);
    return {
        host: values.host ?? _service_defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_HOST */ .HX,
        port: integer('--port', values.port, _service_defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_PORT */ .Wg, 0, 65535),
        dbPath: values.db ?? _service_defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_DB_PATH */ .ts,
        tokens: [...fromFlags, ...fromEnv],
        maxBodyBytes: integer('--max-body', values['max-body'], _service_defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_MAX_BODY_BYTES */ .y_, 1, Number.MAX_SAFE_INTEGER),
        sessionTimeoutMs: integer('--session-timeout', values['session-timeout'], _service_defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_SESSION_TIMEOUT_MS */ .oC / 1000, 1, 365 * 24 * 3600) * 1000,
        ...(basePath ? { basePath } : {}),
    };
}
/** Why the service could not start, named by the flag that decides it, with what to do. */
function startProblem(error, settings) {
    const { code, syscall, message } = error;
    if (syscall === 'listen' && code === 'EADDRINUSE') {
        return `port ${settings.port} on ${settings.host} is already in use (another page-selector serve?); stop that process, or pick another --port (0 picks a free one)`;
    }
    if (syscall === 'listen' && code === 'EACCES')
        return `no permission to listen on port ${settings.port}; pick a --port from 1024 up (0 picks a free one)`;
    if (code === 'EADDRNOTAVAIL' || syscall === 'getaddrinfo') {
        return `--host ${settings.host} is not an address of this machine; use 127.0.0.1 (this machine only) or 0.0.0.0 (every interface)`;
    }
    // Opening the file (ERR_SQLITE_ERROR) or creating its folder (mkdir).
    if (code === 'ERR_SQLITE_ERROR' || syscall === 'mkdir')
        return `--db ${settings.dbPath}: cannot open the database (${message}); pass a SQLite file in a folder you can write to, or :memory:`;
    return error instanceof Error ? message : String(error);
}
function integer(flag, raw, fallback, min, max) {
    if (raw === undefined)
        return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
        throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, got "${raw}"`);
    return Number(raw);
}


/***/ }),

/***/ 4957:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HX: () => (/* binding */ DEFAULT_HOST),
/* harmony export */   Wg: () => (/* binding */ DEFAULT_PORT),
/* harmony export */   cZ: () => (/* binding */ DEFAULT_MAX_RESOURCE_BYTES),
/* harmony export */   oC: () => (/* binding */ DEFAULT_SESSION_TIMEOUT_MS),
/* harmony export */   ts: () => (/* binding */ DEFAULT_DB_PATH),
/* harmony export */   y_: () => (/* binding */ DEFAULT_MAX_BODY_BYTES)
/* harmony export */ });
/** The service's defaults, apart from the server so the command line can print them without loading it. */
const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_PORT = 8787;
const DEFAULT_DB_PATH = '.page-selector/db.sqlite';
const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;
/** Resources are checked decoded: a body limit alone would let base64's 4/3 overhead decide. */
const DEFAULT_MAX_RESOURCE_BYTES = 20 * 1024 * 1024;
const DEFAULT_SESSION_TIMEOUT_MS = 15 * 60 * 1000;


/***/ })

};
