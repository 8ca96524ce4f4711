export const id = 501;
export const ids = [501];
export const modules = {

/***/ 8501:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TOKEN_ENV: () => (/* binding */ TOKEN_ENV),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
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
        process.stderr.write(`page-selector serve: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
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
