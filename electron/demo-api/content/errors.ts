// Exception classes, messages, stack frames, breadcrumbs and custom data for the error groups.
// Messages carry {placeholders} filled per template, so ~240 templates read as distinct bugs.

export interface ErrorPattern {
  readonly cls: string;
  readonly message: string;
  /** Client kinds (see clients.ts) the bug shows up on; absent = everyone. */
  readonly clients?: readonly string[];
  readonly tags: readonly string[];
  /** Relative frequency of bugs of this pattern. */
  readonly weight: number;
}

const SAFARI = ['safari-mac', 'mobile-safari-ios'];
const FIREFOX = ['firefox-windows', 'firefox-linux', 'firefox-mac'];
const MOBILE = ['chrome-android', 'mobile-safari-ios', 'android-browser'];
const OLD = ['ie-windows', 'android-browser'];

export const BROWSER_PATTERNS: readonly ErrorPattern[] = [
  {
    cls: 'TypeError',
    message: "Cannot read properties of undefined (reading '{prop}')",
    tags: ['frontend'],
    weight: 9,
  },
  { cls: 'TypeError', message: "Cannot read properties of null (reading '{prop}')", tags: ['frontend'], weight: 6 },
  { cls: 'TypeError', message: '{obj}.{method} is not a function', tags: ['frontend'], weight: 5 },
  {
    cls: 'TypeError',
    message: "undefined is not an object (evaluating '{obj}.{prop}')",
    clients: SAFARI,
    tags: ['frontend', 'safari'],
    weight: 5,
  },
  {
    cls: 'TypeError',
    message: '{obj}.{prop} is undefined',
    clients: FIREFOX,
    tags: ['frontend', 'firefox'],
    weight: 3,
  },
  {
    cls: 'TypeError',
    message: 'can\'t access property "{prop}", {obj} is null',
    clients: FIREFOX,
    tags: ['frontend', 'firefox'],
    weight: 2,
  },
  { cls: 'TypeError', message: 'Failed to fetch', tags: ['network'], weight: 4 },
  {
    cls: 'TypeError',
    message: 'NetworkError when attempting to fetch resource.',
    clients: FIREFOX,
    tags: ['network', 'firefox'],
    weight: 2,
  },
  { cls: 'TypeError', message: 'Load failed', clients: SAFARI, tags: ['network', 'safari'], weight: 3 },
  {
    cls: 'TypeError',
    message: "Cannot destructure property '{prop}' of '{obj}' as it is undefined.",
    tags: ['frontend'],
    weight: 3,
  },
  { cls: 'TypeError', message: '{obj}.map is not a function', tags: ['frontend'], weight: 3 },
  { cls: 'TypeError', message: 'Illegal invocation', tags: ['frontend'], weight: 1 },
  { cls: 'ReferenceError', message: '{ident} is not defined', tags: ['frontend'], weight: 4 },
  {
    cls: 'ReferenceError',
    message: "Can't find variable: {ident}",
    clients: SAFARI,
    tags: ['frontend', 'safari'],
    weight: 3,
  },
  {
    cls: 'ReferenceError',
    message: "'{ident}' is undefined",
    clients: OLD,
    tags: ['frontend', 'legacy-browser'],
    weight: 1,
  },
  {
    cls: 'SyntaxError',
    message: 'Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON',
    tags: ['api'],
    weight: 3,
  },
  {
    cls: 'SyntaxError',
    message: 'JSON.parse: unexpected character at line 1 column 1 of the JSON data',
    clients: FIREFOX,
    tags: ['api', 'firefox'],
    weight: 1,
  },
  { cls: 'SyntaxError', message: "Unexpected token '?'", clients: OLD, tags: ['legacy-browser'], weight: 1 },
  { cls: 'RangeError', message: 'Maximum call stack size exceeded', tags: ['frontend'], weight: 1 },
  { cls: 'RangeError', message: 'Invalid time value', tags: ['frontend', 'i18n'], weight: 2 },
  {
    cls: 'ChunkLoadError',
    message: 'Loading chunk {n} failed.\n(error: https://shop.example.com/static/js/{n}.{hash}.chunk.js)',
    tags: ['deploy'],
    weight: 4,
  },
  {
    cls: 'Error',
    message: 'ResizeObserver loop completed with undelivered notifications.',
    tags: ['noise'],
    weight: 3,
  },
  { cls: 'Error', message: 'Script error.', tags: ['third-party'], weight: 3 },
  {
    cls: 'UnhandledRejection',
    message: 'Non-Error promise rejection captured with value: {value}',
    tags: ['promise'],
    weight: 3,
  },
  { cls: 'AbortError', message: 'The user aborted a request.', tags: ['network'], weight: 2 },
  {
    cls: 'QuotaExceededError',
    message: "Failed to execute 'setItem' on 'Storage': Setting the value of '{key}' exceeded the quota.",
    tags: ['storage'],
    weight: 1,
  },
  {
    cls: 'SecurityError',
    message: "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
    tags: ['storage'],
    weight: 1,
  },
  {
    cls: 'NotAllowedError',
    message: "play() failed because the user didn't interact with the document first.",
    clients: MOBILE,
    tags: ['media', 'mobile'],
    weight: 2,
  },
  {
    cls: 'DOMException',
    message: "Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node.",
    tags: ['frontend', 'react'],
    weight: 2,
  },
  {
    cls: 'Error',
    message:
      'Minified React error #{react}; visit https://react.dev/errors/{react} for the full message or use the non-minified dev environment for full errors and additional helpful warnings.',
    tags: ['react'],
    weight: 3,
  },
  {
    cls: 'Error',
    message: 'Hydration failed because the initial UI does not match what was rendered on the server.',
    tags: ['react', 'ssr'],
    weight: 2,
  },
  { cls: 'PaymentError', message: 'Card declined: {reason}', tags: ['checkout', 'payment'], weight: 2 },
  { cls: 'ValidationError', message: "Field '{field}' is required", tags: ['checkout', 'forms'], weight: 2 },
  { cls: 'AxiosError', message: 'Request failed with status code {code}', tags: ['api'], weight: 4 },
  { cls: 'AxiosError', message: 'Network Error', tags: ['api', 'network'], weight: 3 },
  { cls: 'AxiosError', message: 'timeout of {ms}ms exceeded', tags: ['api', 'network'], weight: 2 },
  { cls: 'Error', message: "Cannot find module './locales/{locale}.json'", tags: ['i18n', 'deploy'], weight: 1 },
  {
    cls: 'InvalidStateError',
    message: "Failed to execute 'transaction' on 'IDBDatabase': The database connection is closing.",
    clients: SAFARI,
    tags: ['storage', 'safari'],
    weight: 1,
  },
  {
    cls: 'Error',
    message: 'Object Not Found Matching Id:{n}, MethodName:update, ParamCount:4',
    tags: ['noise', 'third-party'],
    weight: 1,
  },
  {
    cls: 'SecurityError',
    message: 'Blocked a frame with origin "https://shop.example.com" from accessing a cross-origin frame.',
    tags: ['third-party'],
    weight: 1,
  },
  {
    cls: 'Error',
    message: "WebSocket connection to 'wss://live.shop.example.com/socket' failed",
    tags: ['network', 'realtime'],
    weight: 1,
  },
  { cls: 'Error', message: 'Invariant failed: {ident} must be defined', tags: ['frontend'], weight: 2 },
  { cls: 'URIError', message: 'URI malformed', tags: ['frontend', 'i18n'], weight: 1 },
  { cls: 'Error', message: 'Не удалось загрузить корзину: сервер вернул {code}', tags: ['i18n', 'cart'], weight: 1 },
  {
    cls: 'Error',
    message: 'فشل تحميل سلة التسوق: انتهت مهلة الطلب ({ms} مللي ثانية)',
    tags: ['i18n', 'cart', 'rtl'],
    weight: 1,
  },
  {
    cls: 'PaymentError',
    message: 'שגיאה בעיבוד התשלום: הכרטיס נדחה ({reason})',
    tags: ['i18n', 'payment', 'rtl'],
    weight: 1,
  },
  { cls: 'Error', message: '支付失败：无法连接到服务器 ({code})', tags: ['i18n', 'payment'], weight: 1 },
  { cls: 'Error', message: '在庫情報の取得に失敗しました: {field}', tags: ['i18n', 'stock'], weight: 1 },
  { cls: 'Error', message: "Unexpected state 🤯 in reducer '{ident}'", tags: ['frontend', 'redux'], weight: 1 },
];

export const APM_PATTERNS: readonly ErrorPattern[] = [
  {
    cls: 'SequelizeConnectionError',
    message: 'connect ECONNREFUSED 10.0.{n3}.{n3}:5432',
    tags: ['database'],
    weight: 4,
  },
  {
    cls: 'SequelizeDatabaseError',
    message: "Unknown column '{field}' in 'field list'",
    tags: ['database', 'deploy'],
    weight: 2,
  },
  { cls: 'Error', message: 'socket hang up', tags: ['network'], weight: 4 },
  { cls: 'Error', message: 'read ECONNRESET', tags: ['network'], weight: 4 },
  { cls: 'TimeoutError', message: 'ResourceRequest timed out after {ms}ms', tags: ['database', 'pool'], weight: 3 },
  { cls: 'ReplyError', message: "READONLY You can't write against a read only replica.", tags: ['redis'], weight: 2 },
  {
    cls: 'MongoServerError',
    message: 'E11000 duplicate key error collection: shop.orders index: orderNumber_1 dup key: { orderNumber: "{n}" }',
    tags: ['database'],
    weight: 2,
  },
  { cls: 'StripeCardError', message: 'Your card was declined. ({reason})', tags: ['payment'], weight: 3 },
  {
    cls: 'ValidationError',
    message: '"{field}" must be greater than or equal to 1',
    tags: ['api', 'validation'],
    weight: 3,
  },
  { cls: 'TypeError', message: "Cannot read properties of undefined (reading '{prop}')", tags: ['backend'], weight: 6 },
  { cls: 'TypeError', message: '{obj}.{method} is not a function', tags: ['backend'], weight: 3 },
  {
    cls: 'UnhandledPromiseRejection',
    message:
      'This error originated either by throwing inside of an async function without a catch block, or by rejecting a promise which was not handled with .catch(). The promise rejected with the reason "{value}".',
    tags: ['promise'],
    weight: 2,
  },
  { cls: 'JsonWebTokenError', message: 'jwt malformed', tags: ['auth'], weight: 2 },
  { cls: 'TokenExpiredError', message: 'jwt expired', tags: ['auth'], weight: 3 },
  { cls: 'PayloadTooLargeError', message: 'request entity too large', tags: ['api'], weight: 1 },
  { cls: 'RangeError', message: 'Invalid array length', tags: ['backend'], weight: 1 },
  { cls: 'AxiosError', message: 'Request failed with status code {code}', tags: ['upstream'], weight: 4 },
  {
    cls: 'FetchError',
    message:
      'request to https://inventory.internal.example.com/v1/stock/{n} failed, reason: getaddrinfo ENOTFOUND inventory.internal.example.com',
    tags: ['upstream', 'dns'],
    weight: 2,
  },
  { cls: 'Error', message: 'Не удалось списать остатки: {field}', tags: ['i18n', 'stock'], weight: 1 },
  { cls: 'Error', message: 'خطأ في معالجة الطلب {n}: المخزون غير كافٍ', tags: ['i18n', 'rtl'], weight: 1 },
];

export const FILLERS: Record<string, readonly string[]> = {
  prop: [
    'price',
    'length',
    'map',
    'id',
    'items',
    'token',
    'variantId',
    'currency',
    'data',
    'user',
    'addresses',
    'thumbnail',
    'sku',
    'quantity',
    'total',
    'locale',
    'status',
    'then',
    'style',
    'offsetHeight',
  ],
  obj: [
    'cart',
    'product',
    'order',
    'this.props.user',
    'window.dataLayer',
    'response.data',
    'state.checkout',
    'e',
    'item',
    'config',
    'session',
    'paymentMethod',
    'ref.current',
    'options',
    'store',
    'navigator.share',
  ],
  method: [
    'toFixed',
    'trim',
    'forEach',
    'getBoundingClientRect',
    'push',
    'replace',
    'json',
    'toLowerCase',
    'includes',
    'scrollIntoView',
    'focus',
    'setState',
    'dispatch',
    'observe',
  ],
  ident: [
    'gtag',
    'Intl',
    'ResizeObserver',
    'structuredClone',
    'dataLayer',
    '__NEXT_DATA__',
    'Stripe',
    'cartReducer',
    'checkoutSaga',
    'fbq',
    'hj',
    'globalThis',
    'process',
    'IntersectionObserver',
  ],
  n: ['742', '8812', '313', '4096', '55190', '27', '1337', '90210', '604', '118', '9981', '2048'],
  n3: ['3', '12', '14', '27', '41', '88', '102', '131', '200', '254'],
  hash: ['8f3a1c', 'b71e02', '44d9aa', 'e0c5f1', '19ab7c', 'fa2201', '7d7e9b'],
  value: [
    'undefined',
    'null',
    'Object.hasOwn is not supported',
    'cancelled',
    '{"code":"E_CART_LOCKED"}',
    'Timeout',
    'false',
  ],
  key: ['cart', 'recently-viewed', 'checkout-draft', 'ab-assignments', 'persist:root'],
  field: [
    'postalCode',
    'email',
    'quantity',
    'cardholderName',
    'street',
    'city',
    'phone',
    'deliveryDate',
    'sku',
    'warehouseId',
  ],
  reason: [
    'insufficient_funds',
    'expired_card',
    'do_not_honor',
    'incorrect_cvc',
    'processing_error',
    'card_velocity_exceeded',
  ],
  code: ['500', '502', '503', '504', '401', '403', '404', '409', '422', '429'],
  ms: ['5000', '10000', '15000', '30000', '8000', '60000'],
  locale: ['de-CH', 'pt-BR', 'zh-Hant', 'ar-EG', 'he-IL', 'sr-Latn'],
  react: ['418', '423', '425', '185', '321', '130', '31'],
};

/** A message far over 2,000 characters, the way GraphQL clients dump a whole request. */
export function longMessage(variant: number): string {
  const fields = [
    'cart',
    'lineItems',
    'product',
    'variant',
    'price',
    'currency',
    'availability',
    'promotions',
    'shippingOptions',
    'taxes',
  ];
  const path = fields
    .map(
      (f, i) =>
        `{"name":"${f}","alias":null,"arguments":{"id":"gid://shop/${f}/${8812 + variant * 17 + i}","first":${20 + i}},"selections":["id","__typename","updatedAt"]}`,
    )
    .join(',');
  return (
    `GraphQL error: Cannot return null for non-nullable field Query.cart.lineItems[${variant}].variant.price. ` +
    `Operation "CartQuery" failed after 3 retries. Request body: {"operationName":"CartQuery","variables":{"cartId":"c_${variant}a9f7","locale":"en-US"},"fields":[${path}]} ` +
    `Response: {"errors":[{"message":"Cannot return null for non-nullable field","locations":[{"line":42,"column":7}],"path":["cart","lineItems",${variant},"variant","price"],"extensions":{"code":"INTERNAL_SERVER_ERROR","serviceName":"pricing","exception":{"stacktrace":["Error: upstream pricing service returned 503","    at PricingDataSource.didReceiveResponse (/srv/pricing/src/datasource.ts:88:13)","    at processTicksAndRejections (node:internal/process/task_queues:95:5)"]}}}]}`
  );
}

// ── stack frames ─────────────────────────────────────────────────────────────

/** [file, functions] of the shop's own code, as mapped by a source map. */
export const APP_SOURCES: readonly (readonly [string, readonly string[]])[] = [
  ['webpack:///src/features/cart/CartSummary.tsx', ['CartSummary', 'formatTotal', 'useCartTotals']],
  ['webpack:///src/features/cart/cartSlice.ts', ['addItem', 'removeItem', 'cartReducer']],
  ['webpack:///src/features/checkout/PaymentForm.tsx', ['PaymentForm', 'handleSubmit', 'tokenizeCard']],
  ['webpack:///src/features/checkout/ShippingStep.tsx', ['ShippingStep', 'validateAddress', 'onContinue']],
  ['webpack:///src/features/product/ProductGallery.tsx', ['ProductGallery', 'onZoom', 'preloadImages']],
  ['webpack:///src/features/product/VariantPicker.tsx', ['VariantPicker', 'selectVariant', 'priceFor']],
  ['webpack:///src/features/search/InstantSearch.tsx', ['InstantSearch', 'onQueryChange', 'renderHits']],
  ['webpack:///src/features/account/OrderHistory.tsx', ['OrderHistory', 'loadMore', 'statusLabel']],
  ['webpack:///src/lib/api/client.ts', ['request', 'withRetry', 'parseJson', 'refreshToken']],
  ['webpack:///src/lib/analytics/track.ts', ['track', 'flushQueue', 'sendBeacon']],
  ['webpack:///src/lib/i18n/format.ts', ['formatPrice', 'formatDate', 'loadLocale']],
  ['webpack:///src/lib/storage/persist.ts', ['persistState', 'restoreState', 'migrate']],
  ['webpack:///src/app/routes.tsx', ['AppRoutes', 'lazyRoute', 'RouteGuard']],
  ['webpack:///src/app/store.ts', ['dispatch', 'rootSaga', 'createStore']],
];

/** The minified bundle the app ships, for groups without a source map. */
export const APP_BUNDLES: readonly string[] = [
  'https://shop.example.com/static/js/main.8f3a1c.js',
  'https://shop.example.com/static/js/vendors~main.b71e02.js',
  'https://shop.example.com/static/js/checkout.44d9aa.chunk.js',
  'https://shop.example.com/static/js/product.e0c5f1.chunk.js',
];
export const MINIFIED_FUNCTIONS: readonly string[] = [
  'r',
  'e',
  'n.value',
  't.render',
  'Object.a',
  'i',
  'o.next',
  'u',
  'l.onClick',
  's.<anonymous>',
  'Array.forEach',
  'c',
];

/** [file, functions] of libraries and third-party scripts. */
export const VENDOR_SOURCES: readonly (readonly [string, readonly string[]])[] = [
  [
    'webpack:///node_modules/react-dom/cjs/react-dom.production.min.js',
    [
      'commitRoot',
      'performSyncWorkOnRoot',
      'renderWithHooks',
      'beginWork',
      'callCallback',
      'invokeGuardedCallbackDev',
      'dispatchEvent',
    ],
  ],
  ['webpack:///node_modules/react/cjs/react.production.min.js', ['useState', 'createElement']],
  ['webpack:///node_modules/redux-saga/dist/redux-saga-core.esm.js', ['runCallEffect', 'digestEffect', 'next', 'proc']],
  ['webpack:///node_modules/axios/lib/core/Axios.js', ['Axios.request', 'dispatchRequest']],
  ['webpack:///node_modules/axios/lib/adapters/xhr.js', ['onloadend', 'handleError']],
  ['https://cdn.jsdelivr.net/npm/lodash@4.17.21/lodash.min.js', ['baseGet', 'debounced', 'invokeFunc', 'arrayMap']],
  ['https://cdn.jsdelivr.net/npm/swiper@11/swiper-bundle.min.js', ['Swiper.update', 'onResize', 'slideTo']],
  ['https://js.stripe.com/v3/', ['createPaymentMethod', 'confirmCardPayment', 'postMessage']],
  ['https://www.googletagmanager.com/gtm.js?id=GTM-K7Q2XH', ['Nb', 'gtag', 'push']],
  ['<anonymous>', ['Promise.then', 'eval']],
  ['native', ['Array.map', 'JSON.parse']],
];

/** [file, functions] of the APM project's Node service and its dependencies. */
export const SERVER_APP_SOURCES: readonly (readonly [string, readonly string[]])[] = [
  ['/srv/shop-api/src/routes/cart.ts', ['addItem', 'updateItem', 'getCart']],
  ['/srv/shop-api/src/routes/checkout.ts', ['createPaymentIntent', 'submitOrder', 'setShipping']],
  ['/srv/shop-api/src/services/pricing.ts', ['priceFor', 'applyPromotions', 'convertCurrency']],
  ['/srv/shop-api/src/services/inventory.ts', ['reserveStock', 'releaseStock', 'syncInventory']],
  ['/srv/shop-api/src/db/orders.ts', ['insertOrder', 'findByNumber', 'withTransaction']],
  ['/srv/shop-api/src/middleware/auth.ts', ['verifyToken', 'requireUser']],
  ['/srv/shop-api/src/jobs/send-order-confirmation.ts', ['run', 'renderTemplate']],
];
export const SERVER_VENDOR_SOURCES: readonly (readonly [string, readonly string[]])[] = [
  ['/srv/shop-api/node_modules/express/lib/router/layer.js', ['Layer.handle [as handle_request]', 'next']],
  ['/srv/shop-api/node_modules/express/lib/router/index.js', ['Function.process_params', 'next']],
  [
    '/srv/shop-api/node_modules/sequelize/lib/dialects/postgres/connection-manager.js',
    ['ConnectionManager.connect', 'Client._handleErrorEvent'],
  ],
  ['/srv/shop-api/node_modules/ioredis/built/Redis.js', ['Redis.sendCommand', 'Redis.handleReconnection']],
  ['/srv/shop-api/node_modules/stripe/cjs/RequestSender.js', ['RequestSender._request', 'makeRequest']],
  ['node:internal/process/task_queues', ['process.processTicksAndRejections']],
  ['node:events', ['EventEmitter.emit']],
  ['node:net', ['Socket._final', 'TCPConnectWrap.afterConnect [as oncomplete]']],
];

// ── breadcrumbs and custom data ──────────────────────────────────────────────

export const BREADCRUMB_ACTIONS = ['click', 'input', 'select', 'check', 'console', 'navigation', 'xhr'] as const;

export const BREADCRUMB_TEXT: Record<(typeof BREADCRUMB_ACTIONS)[number], readonly string[]> = {
  click: [
    'button.add-to-cart[data-sku="AJ-8812"]',
    'a.nav-link[href="/deals"]',
    'button#checkout-submit.btn.btn-primary',
    'div.product-card:nth-child(3) > img',
    'button[aria-label="Close dialog"]',
    'li.variant-swatch.is-selected',
  ],
  input: [
    'input#search-query',
    'input[name="email"]',
    'input#card-number',
    'textarea#review-body',
    'input[name="postalCode"]',
  ],
  select: ['select#shipping-country', 'select[name="quantity"]', 'select#sort-order', 'select#size-picker'],
  check: [
    'input#accept-terms[type="checkbox"]',
    'input#newsletter-opt-in[type="checkbox"]',
    'input#gift-wrap[type="checkbox"]',
  ],
  console: [
    'console.warn: Deprecated API usage: "unload" listeners',
    'console.error: Warning: Each child in a list should have a unique "key" prop.',
    'console.log: [cart] hydrated 3 items',
    'console.warn: Feature flag "new-checkout" missing, using default',
    'console.error: Failed to load resource: the server responded with a status of 503 ()',
  ],
  navigation: [
    '/ → /products/8812-alpine-jacket',
    '/cart → /checkout',
    '/checkout → /checkout/payment',
    '/search?q=jacke → /products/4410',
    '/account → /account/orders',
    '/category/outdoor → /category/outdoor/jackets',
  ],
  xhr: [
    'GET https://api.shop.example.com/v2/cart [200] 112ms',
    'POST https://api.shop.example.com/v2/cart/items [201] 184ms',
    'POST https://api.shop.example.com/v2/checkout/payment-intent [502] 1544ms',
    'GET https://api.shop.example.com/v2/recommendations [200] 431ms',
    'POST https://api.shop.example.com/v2/auth/refresh [401] 88ms',
    'GET /api/feature-flags [304] 41ms',
  ],
};

/** Breadcrumbs of server-side (APM) events: log lines and outgoing calls. */
export const SERVER_BREADCRUMB_TEXT = {
  console: [
    'info: request started',
    'debug: cache miss for key cart:7781',
    'warn: pool usage 92% (46/50)',
    'info: payment provider responded in 1544ms',
    'error: retrying query (attempt 2/3)',
  ],
  xhr: [
    'POST https://api.stripe.example/v1/payment_intents [402] 812ms',
    'GET http://inventory.internal.example.com/v1/stock/8812 [200] 18ms',
    'GET redis://cache-1:6379 MGET [ok] 2ms',
  ],
} as const;

export const CUSTOM_DATA_SHAPES: readonly ((n: number) => Record<string, unknown>)[] = [
  () => ({}),
  (n) => ({
    cart: {
      items: 1 + (n % 7),
      total: Math.round((19.9 + (n % 400) * 3.37) * 100) / 100,
      currency: ['EUR', 'USD', 'GBP', 'JPY'][n % 4],
    },
  }),
  (n) => ({
    experiment: { id: 'checkout-v3', variant: n % 2 === 0 ? 'A' : 'B' },
    featureFlags: ['new-search', n % 3 === 0 ? 'dark-mode' : 'one-click-buy'],
  }),
  (n) => ({
    locale: ['de-DE', 'en-US', 'ar-EG', 'he-IL', 'ja-JP', 'pt-BR'][n % 6],
    store: { id: `store-${100 + (n % 40)}`, region: n % 2 === 0 ? 'eu-central' : 'us-east' },
    consent: { analytics: n % 5 !== 0, marketing: n % 3 === 0 },
  }),
  (n) => ({
    order: {
      number: `SO-${2026000 + (n % 99999)}`,
      lines: [
        { sku: 'AJ-8812', qty: 1 },
        { sku: `GL-${n % 900}`, qty: 1 + (n % 3) },
      ],
    },
    payment: { provider: 'stripe', attempt: 1 + (n % 3), threeDSecure: n % 4 === 0 },
  }),
];

/** Tracker links A–F: neutral stand-ins for six issue trackers, in the order of the interface. */
export const TRACKER_LINKS: readonly ((n: number) => string)[] = [
  (n) => `https://tracker-a.example.com/browse/SHOP-${n}`,
  (n) => `https://tracker-b.example.com/shop/web/-/issues/${n}`,
  (n) => `https://tracker-c.example.com/shop/issue/${n}`,
  (n) => `https://tracker-d.example.com/projects/shop/tasks/${n}`,
  (n) => `https://tracker-e.example.com/shop/stories/${n}`,
  (n) => `https://tracker-f.example.com/t/shop-${n}`,
];

export const APP_VERSIONS: readonly string[] = [
  '4.9.2',
  '4.10.0',
  '4.10.1',
  '4.11.0',
  '4.12.0',
  '4.12.1',
  '4.13.0',
  '5.0.0-beta.3',
];
export const SERVER_VERSIONS: readonly string[] = ['2024.11.3', '2024.12.1', '2025.01.2', '2025.02.0', '2025.03.1'];
