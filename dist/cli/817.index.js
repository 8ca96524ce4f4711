export const id = 817;
export const ids = [817];
export const modules = {

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


/***/ }),

/***/ 9557:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startEmbeddedService: () => (/* binding */ startEmbeddedService)
/* harmony export */ });
/* unused harmony export EMBEDDED_SESSION_TIMEOUT_MS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var _server_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5675);
/**
 * The embedded default: the reference service started in-process on loopback when no
 * `base-url` is configured, for the Action and `page-selector check`.
 *
 * The Action's pre, main and post steps are separate processes, so everything lives in
 * `dir`: the SQLite file and a token generated once (file mode 0600). Each step starts the
 * service again on the same data. Session expiry is computed from the last ping when a
 * session is read (see `sessions.ts`), so the time between steps counts correctly.
 */




/** Long enough to span a whole CI job between the pre and post steps. */
const EMBEDDED_SESSION_TIMEOUT_MS = 6 * 60 * 60 * 1000;
async function startEmbeddedService(options) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(options.dir, { recursive: true });
    const token = readOrCreateToken((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(options.dir, 'token'));
    const service = await (0,_server_js__WEBPACK_IMPORTED_MODULE_3__.startService)({
        host: '127.0.0.1',
        port: 0,
        dbPath: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(options.dir, 'page-selector.sqlite'),
        tokens: [token],
        sessionTimeoutMs: EMBEDDED_SESSION_TIMEOUT_MS,
        log: options.log ?? (() => undefined),
    });
    return { url: service.url, close: () => service.close(), token };
}
function readOrCreateToken(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8').trim();
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
    }
    const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(32).toString('base64url');
    try {
        // 'wx': when two steps race, the first one's token wins and the other reads it.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, `${token}\n`, { mode: 0o600, flag: 'wx' });
        return token;
    }
    catch (error) {
        if (error.code !== 'EEXIST')
            throw error;
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8').trim();
    }
}


/***/ })

};
