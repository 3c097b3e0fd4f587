/**
 * The pet owner's order pages in English: the house-call and second-opinion order pages around their pet field
 * (ids `orderPage.`, views/pages/orders/order-page.tsx), the `order-form` island (ids `orderForm.`: plain words or
 * `{name}` templates filled by `fill`, no plural, select or tag, given as one prop so no message runtime reaches its
 * bundle), the English messages of the order's rules and the server the form says in the page's language
 * (`orderForm.text.`, whose English is the contracts' own: test/unit/i18n/order-pages.test.ts), and the lines an
 * order stores on its timeline (`orderEvent.`, whose English is `ORDER_EVENT_TEXTS`). en.ts spreads them in;
 * es-order-pages.ts says them in Spanish.
 */
export const orderPagesEn = {
  'orderPage.eyebrow': 'Your order',
  'orderPage.title': 'Order: {product}',
  'orderPage.price.vet-house-call': '{price} a year',
  'orderPage.includes': 'Includes {visits} house visits a year by a vet of the practice that serves your address, each up to {minutes} minutes, for {price} (about {traditional} at a traditional vet).',
  'orderPage.sharing': 'Once you pay, your authorisation shares the pet you choose, and only that pet, with the vets of the practice reviewing this order: they can read its health records. You can stop sharing at any time under My Clinics in your dashboard.',
  // The order-form island.
  'orderForm.primaryPhone': 'Primary phone',
  'orderForm.secondaryPhone': 'Secondary phone',
  'orderForm.address': 'Address',
  'orderForm.city': 'City',
  'orderForm.state': 'State',
  'orderForm.zipcode': 'Zipcode',
  'orderForm.chooseState': 'Choose a state',
  'orderForm.firstOpinion': 'First opinion',
  'orderForm.query': 'Your question',
  'orderForm.files': 'Records (PDF, images or text, up to 10 MB each)',
  'orderForm.remove': 'Remove',
  'orderForm.uploading': 'Uploading {count}...',
  'orderForm.authorization': "I authorize Petcare's vets to review my pet's records for this second opinion.",
  'orderForm.wait': 'Please Wait...',
  'orderForm.submit': 'Submit',
  // The English messages the form shows, from the order's rules or the server.
  'orderForm.text.primaryPhone': 'Please enter your primary phone',
  'orderForm.text.phone': 'Please enter a valid phone number',
  'orderForm.text.address': 'Please enter your address',
  'orderForm.text.city': 'Please enter your city',
  'orderForm.text.state': 'Please choose your state',
  'orderForm.text.usState': 'Please choose a US state',
  'orderForm.text.zipcode': 'Please enter your zipcode',
  'orderForm.text.validZipcode': 'Please enter a valid zipcode',
  'orderForm.text.usZipcode': 'Please enter a valid US zipcode',
  'orderForm.text.wrongState': 'Zipcode {zipcode} is in {actual}, not {state}.',
  'orderForm.text.notServed': 'Sorry, no practice makes house calls to {zipcode} yet. Please check the zipcode, or book a video consultation instead.',
  'orderForm.text.authorize': "Please authorize us to review your pet's records",
  'orderForm.text.firstOpinion': 'Please enter the first opinion',
  'orderForm.text.query': 'Please enter your query',
  'orderForm.text.notAttached': 'Not attached: {files}',
  'orderForm.text.missing': '{name} did not finish uploading. Please remove it and attach it again.',
  'orderForm.text.tooLarge': '{name} is larger than {mb} MB. Please remove it and attach a smaller file.',
  'orderForm.text.wrongType': '{name} is not the type of file it was uploaded as. Please remove it and attach it again.',
  'orderForm.text.notAllowed': 'The file type of {name} is not allowed. Please choose another file.',
  'orderForm.text.typeNotAllowed': 'This file type is not allowed.',
  'orderForm.text.fileTooLarge': 'The file is too large.',
  // The lines an order stores on its timeline (ORDER_EVENT_TEXTS), said on My Orders and the clinic's order pages.
  'orderEvent.assigned': 'Assigned to {name}',
  'orderEvent.expired': 'Not delivered within 5 days: refunded in full.',
  'orderEvent.canceledByOwner': 'Canceled by the owner before review: {amount} refunded in full.',
  'orderEvent.canceledByOwnerNoRefund': 'Canceled by the owner before review.',
  'orderEvent.canceledByClinic': "Canceled by the requesting clinic: {amount} refunded in full to the clinic's card.",
  'orderEvent.canceledByClinicNoRefund': 'Canceled by the requesting clinic.',
  // A Peer-to-Peer Consult's report PDF, headed in the ordering vet's language.
  'orderPdf.consultTitle': 'Peer-to-Peer Consult report',
} as const;

export type OrderPagesId = keyof typeof orderPagesEn;
