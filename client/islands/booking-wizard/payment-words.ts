/** The payment step's words, apart from its code: the placeholder shown while the step loads says them too. */
export const CONFIRM_AND_PAY = 'Confirm and Pay';
export const PLEASE_WAIT = 'Please Wait...';
export const PROVIDER_LOADING = 'Loading the secure card form…';
