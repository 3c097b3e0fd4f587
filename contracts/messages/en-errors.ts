/**
 * The error and validation messages a visitor meets on the booking path (the booking wizard, the checkout, the
 * account form inside them, the payment call, the captcha), in English exactly as contracts/ and the server write
 * them: the API answers these English words (the spec's, byte-identical), and a page in another language shows
 * each in its own words. How: a page gives its islands a text map from each of these English messages to its
 * language's (views/pages/bookings/booking-words.ts; empty in English), and the island says what it is about to
 * show through it (`sayText`, contracts/messages/fill.ts), whether the message came from a contract's check in the
 * browser or from the server's answer. A message the map does not hold is shown in English. A message with a
 * part that varies (a count, the captcha's numbers) is a template: its `{name}` parts match any text and carry it
 * over. test/unit/i18n/booking-words.test.ts holds each to the contract's words.
 */
export const errorsEn = {
  'errors.orderFailed': 'Sorry something went wrong',
  'errors.somethingWrong': 'Sorry something went wrong. Please try again later',
  'errors.somethingWrongAccount': 'Sorry! Something went wrong. Please try again later.',
  'errors.correctFields': 'Please correct the highlighted fields.',
  'errors.noListing': 'No listing found!',
  'errors.selectSlot': 'Please select a slot',
  'errors.notAvailable': 'Consultations are not available currently.',
  'errors.noSlots': 'No slots available for this date',
  'errors.slotTaken': 'This slot is no longer available.',
  'errors.slotHeld': 'This time is held for a pet owner on the waitlist. Please choose another time.',
  'errors.eConsultationNotOffered': 'This vet does not offer the e-Consultation: choose another vet.',
  'errors.paymentInProgress': 'This payment is already being processed.',
  'errors.notTakingBookings': 'This clinic is not taking bookings yet.',
  'errors.bookingsClosed': 'This practice is not taking appointments online at the moment.',
  'errors.customerNotFound': 'Customer not found',
  'errors.reasonRequired': 'Please tell us the reason for the consult',
  'errors.reasonTooLong': 'The reason for the consult can be at most {max} characters (it has {length}).',
  'errors.selectPet': 'Please select a pet',
  'errors.petName': "Please enter the pet's name",
  'errors.petType': 'Please select the pet type',
  'errors.intakeRequired': 'Please answer this question',
  'errors.intakeChoice': 'Choose one of the options',
  'errors.intakeYesNo': 'Answer yes or no',
  'errors.intakeNumber': 'Enter a number',
  'errors.intakeDate': 'Enter a date as YYYY-MM-DD',
  'errors.intakePhoto': 'Please upload the photo again',
  'errors.intakeTooLong': 'At most {max} characters',
  'errors.intakeEmergency': 'These answers are emergency signs: an online consultation cannot help now. Call an emergency vet now.',
  'errors.zipcode': 'Enter a valid zipcode',
  'errors.sessionEnded': 'Your session has ended.',
  'errors.cardName': 'Please enter the name on the card',
  'errors.cardNumber': 'Please enter a valid card number (13 to 16 digits)',
  'errors.cardExpiry': 'Please enter the expiry month',
  'errors.cardSecurityCode': 'Please enter a valid security code (3 or 4 digits)',
  'errors.cardExpired': 'This card has expired',
  'errors.cardDeclined': 'Your card was declined.',
  'errors.promoApplied': 'Promo Applied!',
  'errors.invalidCode': 'Invalid code',
  'errors.nothingToPay': 'There is nothing to pay: confirm without a card.',
  'errors.noProviderPayment': 'No payment found for this order.',
  'errors.providerUnavailable': 'The card-payment provider could not be loaded. Please try again later.',
  'errors.duplicateEmail': 'This email already exists in our System.',
  'errors.phoneNotVerified': 'Mobile number must be verified',
  'errors.loginFailed': 'Invalid email or password.',
  'errors.invalidOtp': 'Invalid OTP',
  'errors.otpSent': 'We sent a 4-digit code to your mobile.',
  'errors.email': 'Please enter a valid email.',
  'errors.mobile': 'Please enter a 10-digit mobile number.',
  'errors.firstName': 'Please enter your first name.',
  'errors.lastName': 'Please enter your last name.',
  'errors.firstNameLetters': 'Please enter your first name using letters only.',
  'errors.lastNameLetters': 'Please enter your last name using letters only.',
  'errors.passwordRequired': 'Please enter your password.',
  'errors.passwordTooShort': 'Password must be at least 8 characters.',
  'errors.passwordTooLong': 'Password is too long: use at most 72 bytes (fewer if it has accented letters or emoji).',
  'errors.captchaWrong': 'Please answer the question correctly.',
  'errors.captchaQuestion': 'What is {a} + {b}?',
  'errors.rateLimitedMinute': 'Too many attempts. Please try again in 1 minute.',
  'errors.rateLimited': 'Too many attempts. Please try again in {minutes} minutes.',
} as const;

export type ErrorsId = keyof typeof errorsEn;
