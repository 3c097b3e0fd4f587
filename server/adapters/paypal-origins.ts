/**
 * Where PayPal's JS SDK loads its script from and opens its frames (the button, the card fields, 3-D Secure)
 * and calls home: the CSP lets these through only when PayPal is configured.
 */
export const PAYPAL_BROWSER_ORIGINS = {
  script: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  frame: ['https://*.paypal.com'],
  connect: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
} as const;
