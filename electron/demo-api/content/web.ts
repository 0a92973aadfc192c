// The demo shop's pages, ajax calls, single-page-app routes and custom transactions, plus the
// server-side transactions of the APM project. Awkward cases are on purpose: `*` wildcard
// segments, one very long url, unicode paths, items that never get traffic.

/** [url pattern, relative traffic, mean load time ms]. Traffic 0 = a page nobody visits. */
export const PAGES: readonly (readonly [string, number, number])[] = [
  ['/', 100, 1850],
  ['/products/*', 80, 2300],
  ['/category/*', 55, 2100],
  ['/search', 45, 1650],
  ['/cart', 30, 1500],
  ['/checkout', 14, 2600],
  ['/checkout/shipping', 11, 1900],
  ['/checkout/payment', 10, 2900],
  ['/checkout/confirmation', 8, 1400],
  ['/products/*/reviews', 12, 2500],
  ['/category/*/*', 20, 2250],
  ['/account', 9, 1600],
  ['/account/orders', 8, 1750],
  ['/account/orders/*', 6, 1800],
  ['/account/settings', 3, 1500],
  ['/account/addresses', 2, 1450],
  ['/wishlist', 5, 1700],
  ['/login', 16, 1200],
  ['/register', 4, 1300],
  ['/password/reset', 1.5, 1100],
  ['/help', 3, 1350],
  ['/help/articles/*', 4, 1500],
  ['/blog', 2, 2000],
  ['/blog/*', 5, 2400],
  ['/stores', 1.2, 3100],
  ['/stores/*', 1.8, 2800],
  ['/gift-cards', 1, 1600],
  ['/deals', 9, 2700],
  ['/brands/*', 3.5, 2200],
  ['/compare', 0.8, 3400],
  ['/returns', 1.1, 1500],
  ['/track-order', 2.4, 1300],
  ['/newsletter/confirm', 0.4, 900],
  ['/about', 0.6, 1200],
  ['/magazin/über-uns/größentabelle', 0.7, 1900],
  ['/カテゴリ/新着/*', 0.9, 2600],
  ['/متجر/العروض', 0.5, 2300],
  [
    '/campaigns/2026/holiday-season/landing/limited-edition-winter-collection-with-free-express-shipping-and-gift-wrapping/*/*/variant-b/utm-preserved/personalised-recommendations-for-returning-customers-in-the-eu-region/final',
    0.3,
    4200,
  ],
  ['/legacy/flash-catalogue', 0, 5200],
  ['/beta/ar-try-on', 0, 3900],
];

/** Words for the pages added by the scale knob. */
export const SCALE_SECTIONS: readonly string[] = [
  'collections',
  'guides',
  'outlet',
  'kids',
  'sport',
  'home',
  'garden',
  'tech',
  'beauty',
  'pets',
  'books',
  'music',
];
export const SCALE_WORDS: readonly string[] = [
  'alpine',
  'summit',
  'harbor',
  'meadow',
  'ember',
  'nova',
  'drift',
  'quartz',
  'willow',
  'cobalt',
  'falcon',
  'lumen',
  'orbit',
  'pebble',
  'saffron',
  'tundra',
  'vertex',
  'zephyr',
  'aurora',
  'basalt',
];

export const AJAX_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** [method, url, relative traffic, mean response ms, mean received bytes, mean sent bytes, error rate]. */
export const AJAX_CALLS: readonly (readonly [string, string, number, number, number, number, number])[] = [
  ['GET', 'https://api.shop.example.com/v2/products/*', 100, 180, 14_200, 0, 0.004],
  ['GET', 'https://api.shop.example.com/v2/products', 60, 260, 48_000, 0, 0.006],
  ['GET', 'https://api.shop.example.com/v2/search', 70, 340, 36_500, 0, 0.012],
  ['GET', 'https://api.shop.example.com/v2/search/suggest', 120, 95, 2_100, 0, 0.003],
  ['GET', 'https://api.shop.example.com/v2/cart', 55, 120, 5_800, 0, 0.004],
  ['POST', 'https://api.shop.example.com/v2/cart/items', 22, 210, 5_900, 420, 0.018],
  ['PATCH', 'https://api.shop.example.com/v2/cart/items/*', 9, 190, 5_900, 160, 0.011],
  ['DELETE', 'https://api.shop.example.com/v2/cart/items/*', 6, 150, 5_700, 0, 0.009],
  ['POST', 'https://api.shop.example.com/v2/checkout', 5, 820, 3_200, 2_400, 0.035],
  ['POST', 'https://api.shop.example.com/v2/checkout/payment-intent', 4.5, 1_150, 1_800, 900, 0.062],
  ['PUT', 'https://api.shop.example.com/v2/checkout/*/shipping', 4, 300, 2_600, 1_100, 0.021],
  ['GET', 'https://api.shop.example.com/v2/checkout/*/status', 8, 140, 700, 0, 0.008],
  ['GET', 'https://api.shop.example.com/v2/account', 14, 110, 1_900, 0, 0.004],
  ['PUT', 'https://api.shop.example.com/v2/account', 1.2, 240, 1_900, 1_300, 0.015],
  ['GET', 'https://api.shop.example.com/v2/account/orders', 6, 380, 22_000, 0, 0.007],
  ['GET', 'https://api.shop.example.com/v2/account/orders/*', 4, 210, 6_400, 0, 0.005],
  ['POST', 'https://api.shop.example.com/v2/account/addresses', 0.7, 260, 900, 700, 0.03],
  ['DELETE', 'https://api.shop.example.com/v2/account/addresses/*', 0.2, 180, 200, 0, 0.01],
  ['POST', 'https://api.shop.example.com/v2/auth/login', 9, 420, 1_200, 350, 0.08],
  ['POST', 'https://api.shop.example.com/v2/auth/refresh', 25, 90, 900, 300, 0.02],
  ['POST', 'https://api.shop.example.com/v2/auth/logout', 2, 70, 80, 40, 0.001],
  ['GET', 'https://api.shop.example.com/v2/wishlist', 5, 130, 3_300, 0, 0.004],
  ['POST', 'https://api.shop.example.com/v2/wishlist/*', 1.6, 160, 300, 80, 0.006],
  ['GET', 'https://api.shop.example.com/v2/products/*/reviews', 10, 290, 18_500, 0, 0.006],
  ['POST', 'https://api.shop.example.com/v2/products/*/reviews', 0.3, 480, 600, 2_200, 0.045],
  ['GET', 'https://api.shop.example.com/v2/recommendations', 40, 450, 9_800, 0, 0.014],
  ['GET', 'https://api.shop.example.com/v2/stores/nearby', 1.4, 620, 4_400, 0, 0.02],
  ['GET', 'https://api.shop.example.com/v2/stock/*', 18, 160, 400, 0, 0.009],
  ['POST', 'https://api.shop.example.com/v2/newsletter/subscribe', 0.5, 330, 150, 120, 0.04],
  ['GET', '/static/locales/*.json', 35, 60, 11_000, 0, 0.002],
  ['GET', '/api/feature-flags', 45, 75, 1_600, 0, 0.003],
  ['POST', '/api/telemetry/beacon', 90, 40, 20, 1_100, 0.001],
  ['GET', 'https://cdn.shop.example.com/img/products/*/*.webp', 150, 85, 64_000, 0, 0.004],
  ['POST', 'https://analytics.example-tracker.net/collect', 110, 55, 40, 900, 0.015],
  ['GET', 'https://maps.example-geo.com/v3/geocode/json', 0.9, 390, 3_100, 0, 0.03],
  ['POST', 'https://chat-widget.example-support.io/api/v1/conversations/*/messages', 0.8, 560, 700, 450, 0.05],
  ['GET', 'https://api.shop.example.com/v2/gift-cards/*/balance', 0.4, 230, 250, 0, 0.07],
  ['GET', 'https://api.shop.example.com/v2/kategorien/größen/*', 0.6, 170, 2_000, 0, 0.005],
  ['PATCH', 'https://api.shop.example.com/v1/legacy/cart-sync', 0, 900, 300, 500, 0.2],
  ['GET', 'https://api.shop.example.com/v1/legacy/wishlist-export', 0, 1_400, 90_000, 0, 0.1],
];

/** [route url, routeName, relative traffic, mean route time ms]. */
export const ROUTES: readonly (readonly [string, string, number, number])[] = [
  ['/', 'Home', 60, 420],
  ['/products/*', 'ProductDetail', 80, 560],
  ['/products/*/reviews', 'ProductReviews', 12, 480],
  ['/category/*', 'CategoryListing', 50, 610],
  ['/search', 'SearchResults', 45, 520],
  ['/cart', 'Cart', 30, 300],
  ['/checkout', 'CheckoutStart', 12, 680],
  ['/checkout/shipping', 'CheckoutShipping', 10, 450],
  ['/checkout/payment', 'CheckoutPayment', 9, 890],
  ['/checkout/confirmation', 'CheckoutConfirmation', 7, 350],
  ['/account', 'AccountOverview', 8, 330],
  ['/account/orders', 'OrderHistory', 6, 540],
  ['/account/orders/*', 'OrderDetail', 5, 410],
  ['/account/settings', 'AccountSettings', 2, 280],
  ['/wishlist', 'Wishlist', 4, 360],
  ['/deals', 'Deals', 8, 720],
  ['/help/articles/*', 'HelpArticle', 3, 260],
  ['/stores/*', 'StoreDetail', 1.5, 940],
  ['/compare', 'CompareProducts', 0.6, 1_200],
  ['/beta/ar-try-on', 'ArTryOn', 0, 2_400],
];

/** [name, relative traffic, mean success ms, failure rate]: custom transactions of the browser agent. */
export const BROWSER_TRANSACTIONS: readonly (readonly [string, number, number, number])[] = [
  ['checkout.submit-order', 10, 1_450, 0.04],
  ['checkout.apply-coupon', 3, 380, 0.12],
  ['payment.tokenize-card', 9, 920, 0.06],
  ['cart.add-item', 40, 260, 0.01],
  ['search.instant-results', 60, 180, 0.004],
  ['product.image-zoom', 25, 95, 0.002],
  ['reviews.submit', 0.8, 640, 0.05],
  ['wishlist.toggle', 7, 150, 0.008],
  ['auth.login', 14, 700, 0.09],
  ['auth.refresh-token', 30, 120, 0.02],
  ['recommendations.render', 45, 410, 0.015],
  ['chat.open-widget', 0, 1_900, 0.1],
];

/** [name, relative traffic, mean success ms, failure rate]: transactions of the APM project. */
export const APM_TRANSACTIONS: readonly (readonly [string, number, number, number])[] = [
  ['GET /api/v2/products/:id', 100, 48, 0.002],
  ['GET /api/v2/products', 60, 95, 0.003],
  ['GET /api/v2/search', 70, 140, 0.006],
  ['GET /api/v2/search/suggest', 120, 22, 0.001],
  ['GET /api/v2/cart', 55, 35, 0.002],
  ['POST /api/v2/cart/items', 22, 70, 0.009],
  ['PATCH /api/v2/cart/items/:itemId', 9, 64, 0.006],
  ['DELETE /api/v2/cart/items/:itemId', 6, 41, 0.004],
  ['POST /api/v2/checkout', 5, 420, 0.028],
  ['POST /api/v2/checkout/payment-intent', 4.5, 690, 0.051],
  ['PUT /api/v2/checkout/:id/shipping', 4, 120, 0.014],
  ['GET /api/v2/account', 14, 30, 0.002],
  ['GET /api/v2/account/orders', 6, 160, 0.004],
  ['POST /api/v2/auth/login', 9, 210, 0.07],
  ['POST /api/v2/auth/refresh', 25, 18, 0.015],
  ['GET /api/v2/recommendations', 40, 230, 0.011],
  ['GET /api/v2/stock/:sku', 18, 28, 0.005],
  ['POST /webhooks/payments', 3, 85, 0.02],
  ['job: send-order-confirmation', 5, 1_300, 0.01],
  ['job: sync-inventory', 0.5, 42_000, 0.03],
  ['job: rebuild-search-index', 0.05, 310_000, 0.05],
  ['cron: expire-carts', 0.2, 5_200, 0.002],
  ['GET /api/v2/gift-cards/:code/balance', 0.4, 75, 0.06],
  ['GET /api/v1/legacy/wishlist-export', 0, 2_400, 0.1],
];

// ── concrete urls of error events ────────────────────────────────────────────

/** Values for the `*` segments of an error url that look like product slugs. */
export const URL_SLUGS = [
  'alpine-jacket',
  'trail-runner-gtx',
  'merino-beanie',
  'down-parka',
  'rain-shell',
  'hiking-sock-3pack',
  'fleece-hoodie',
  'city-backpack-22l',
];
/** Query strings of error urls; most have none. */
export const URL_QUERIES = [
  '',
  '',
  '',
  'page=2&sort=newest',
  'utm_source=newsletter&utm_medium=email&utm_campaign=winter-sale',
  'q=jacke%20rot&size=42',
  'ref=app&lang=de',
  'color=%E7%BA%A2%E8%89%B2&variant=3',
];

/** A tracking-laden query string of ~1,000 characters, as ad clicks produce. */
export const LONG_TRACKING_QUERY =
  'utm_source=partner-network&utm_medium=cpc&utm_campaign=holiday-season-2026-limited-edition-winter-collection&gclid=' +
  'Cj0KCQiA'.repeat(40) +
  '&fbclid=' +
  'IwAR3x'.repeat(60) +
  '&_hsenc=p2ANqtz-' +
  'a9Zx'.repeat(50);
