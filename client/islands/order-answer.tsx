import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormTokenField } from '../../views/form-token.tsx';
import { ORDER_ANSWER_FILE_TYPES, ORDER_MESSAGE_MAX } from '../../contracts/order-words.ts';
import { ORDER_FAILED } from '../../contracts/errors.ts';
import { errorText, fieldTexts, postJson } from '../lib/post-json.ts';
import { useFileUploads } from '../lib/use-file-uploads.ts';
import { sayOrderText } from '../../views/pages/orders/order-texts.ts';

/** The space between a file's name and its Remove (no words of any language). */
const SPACE = ' ';

export interface OrderAnswerProps {
  orderId: number;
}

/**
 * The owner's answer to the vet's question on My Orders. Without JavaScript it is the plain form (text only, posted to
 * `/app/my-orders/:id/answer`); once running it also takes files: each is uploaded at once through the order forms'
 * file picker (`useFileUploads`: a signed grant from POST /api/files/private for `smo_service`, then the PUT), listed,
 * and posted with the text as JSON, the server checking that every file is the owner's own confirmed upload. Its words
 * come from the page's messages (ids `orders.answer.`; a refusal the server words is said through `orders.text.`).
 */
export default function OrderAnswer({ orderId }: OrderAnswerProps) {
  const intl = useIntl();
  const [running, setRunning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const { files, uploading, onFiles, remove } = useFileUploads('smo_service', setMessage, {
    // The template as the catalogue holds it: the hook fills in `{files}`.
    notAttached: intl.formatMessage({ id: 'uploads.notAttached' }, { files: '{files}' }), failed: intl.formatMessage({ id: 'uploads.failed' }),
  });
  useEffect(() => setRunning(true), []);
  const action = `/app/my-orders/${orderId}/answer` as const;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('text') ?? '');
    setBusy(true);
    const answer = await postJson(action, { text, files: files.map((f) => f.id) });
    if (answer.ok) {
      window.location.assign(`/app/my-orders?answered=${orderId}`);
      return;
    }
    const fields = fieldTexts(answer);
    setMessage(fields.text ?? fields.files ?? errorText(answer, ORDER_FAILED));
    setBusy(false);
  }

  const textId = `order-answer-${orderId}`;
  const filesId = `order-answer-files-${orderId}`;
  return (
    <form method="post" action={action} className="order-answer" onSubmit={running ? onSubmit : undefined} data-testid="order-answer-form">
      <FormTokenField />
      {message && <div className="alert alert-error" role="alert" data-testid="order-answer-error"><p>{sayOrderText(intl, message)}</p></div>}
      <div className="form-field">
        <label htmlFor={textId}>{intl.formatMessage({ id: 'orders.answer.label' })}</label>
        <textarea id={textId} name="text" rows={3} maxLength={ORDER_MESSAGE_MAX} required />
      </div>
      {running && (
        <div className="form-field">
          <label htmlFor={filesId}>{intl.formatMessage({ id: 'orders.answer.files' })}</label>
          <input id={filesId} type="file" multiple accept={ORDER_ANSWER_FILE_TYPES} onChange={onFiles} data-testid="order-answer-files" />
          {(files.length > 0 || uploading > 0) && (
            <ul className="order-files" data-testid="order-answer-file-list">
              {files.map((f) => (
                <li key={f.id}>
                  {f.name}{SPACE}
                  <button type="button" className="btn-link" aria-label={intl.formatMessage({ id: 'orders.answer.removeFile' }, { name: f.name })} onClick={() => remove(f.id)}>{intl.formatMessage({ id: 'orders.answer.remove' })}</button>
                </li>
              ))}
              {uploading > 0 && <li role="status">{intl.formatMessage({ id: 'orders.answer.uploading' }, { count: uploading })}</li>}
            </ul>
          )}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy || uploading > 0} data-testid="order-answer-send">
        {intl.formatMessage({ id: busy ? 'orders.answer.sending' : 'orders.answer.send' })}
      </button>
    </form>
  );
}
