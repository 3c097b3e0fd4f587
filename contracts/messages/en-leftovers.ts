/**
 * The last words a page showed in English whatever its language:
 *
 * - `opsState.product.` / `opsState.offer.`: the operator's console says a payment's or a late order's product
 *   (contracts/products.ts PRODUCT_TYPES, by its name) and a promo code's offer by value, as it says the other stored
 *   states (views/pages/ops/ops-states.ts; en-ops-states.ts), and an erased owner's payments by
 *   `dash.appts.erasedOwner`, as the clinic's pages do. The English is what the console showed before.
 * - `uploads.`: the order forms' file picker (client/lib/use-file-uploads.ts) naming the files it could not attach;
 *   each form gives the hook these in its page's language.
 * - `health.form.count` / `p2p.count.`: the character counter under a record's text field and under the Peer-to-Peer
 *   Consult's question (client/lib/bounded-textarea.tsx's English `characterCount` before).
 * - `devOutbox.`: the development outbox (views/pages/dev/outbox.tsx, outside production only).
 * - `settings.team.text.`: the Team form's checks that have no words of their own in contracts/team-words.ts (a
 *   name or a password too long, a value of the wrong kind), as contracts/person-fields.ts and zod-words.ts write
 *   them in English (client/islands/team/team-words.ts matches them).
 */
export const leftoversEn = {
  'opsState.product.clinic': 'Clinic',
  'opsState.product.house_visit': 'House Visit',
  'opsState.product.video': 'Video',
  'opsState.product.telephonic': 'Telephonic',
  'opsState.product.chat': 'Chat Consultation',
  'opsState.product.second_opinion': 'Second Opinion',
  'opsState.product.e_consultation': 'e-Consultation',
  'opsState.product.peer_to_peer_consult': 'Peer-to-Peer Consult',
  'opsState.offer.percent': '{n}% off',
  'opsState.offer.amount': '${n} off',
  'uploads.notAttached': 'Not attached: {files}',
  'uploads.failed': 'Sorry something went wrong',
  'health.form.count': '{length} / {max} characters',
  'health.form.countOver': '{length} / {max} characters: {over} over the limit',
  'p2p.count.count': '{length} / {max} characters',
  'p2p.count.over': '{length} / {max} characters: {over} over the limit',
  'settings.team.text.firstNameTooLong': 'First name can be at most {max} characters (it has {length}).',
  'settings.team.text.lastNameTooLong': 'Last name can be at most {max} characters (it has {length}).',
  'settings.team.text.tooLong': 'Please keep this to {max} characters or fewer (it has {length}).',
  'settings.team.text.required': 'This field is required.',
  'settings.team.text.notText': 'Please enter text.',
  'settings.team.text.notValid': 'This value is not valid.',
  'devOutbox.title': 'Outbox',
  'devOutbox.note': 'This page exists only outside production. With no mail or SMS provider configured, messages are stored here instead of being sent.',
  'devOutbox.empty': 'No messages yet. Sign up, reset a password or book an appointment and they will appear here.',
  'devOutbox.textMessage': 'Text message',
  'devOutbox.noSubject': '(no subject)',
  'devOutbox.channel': 'Channel',
  'devOutbox.sms': 'SMS',
  'devOutbox.email': 'Email',
  'devOutbox.to': 'To',
  'devOutbox.created': 'Created',
  'devOutbox.id': 'ID',
} as const;

export type LeftoversId = keyof typeof leftoversEn;
