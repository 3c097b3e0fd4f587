/**
 * The account form's English words (island `account-form`, also inside the booking wizard and checkout): part of
 * the English catalogue (en.ts spreads them in), and a module of their own so that the form, where a page gives
 * it no words, says them without loading the whole catalogue (the wizard and checkout give it theirs).
 */
export const accountFormEn = {
  'accountForm.firstName': 'First name',
  'accountForm.lastName': 'Last name',
  'accountForm.email': 'Email',
  'accountForm.password': 'Password',
  'accountForm.currentPassword': 'Current password',
  'accountForm.newPassword': 'New password',
  'accountForm.confirmPassword': 'Confirm new password',
  'accountForm.mobileNumber': 'Mobile number',
  'accountForm.mobile': 'Mobile (10 digits)',
  'accountForm.sendCode': 'Send code',
  'accountForm.resendCode': 'Resend code',
  'accountForm.code': '4-digit code',
  'accountForm.verify': 'Verify',
  'accountForm.verified': 'Verified',
  'accountForm.submit': 'Submit',
  'accountForm.pleaseWait': 'Please Wait...',
  'accountForm.forgotPassword': 'Forgot password?',
  'accountForm.newVet': 'New vet? Sign up',
  'accountForm.newHere': 'New here? Sign up',
  'accountForm.haveAccount': 'Already have an account? Login',
  'accountForm.backToLogin': 'Back to login',
  'accountForm.codeSent': 'Code sent.',
  'accountForm.somethingWrong': 'Sorry! Something went wrong. Please try again later.',
} as const;

export type AccountFormId = keyof typeof accountFormEn;
