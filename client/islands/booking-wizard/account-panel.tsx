import { useEffect, useState } from 'react';
import AccountForm, { type SignedInUser } from '../account-form.tsx';
import { fetchCaptcha } from '../../lib/captcha.ts';
import { MESSAGES } from '../../../contracts/account-rules.ts';
import type { AccountFormProps } from '../../../views/pages/accounts/account-form-types.ts';
import type { WizardViewer } from './types.ts';
import { useSay } from './words.tsx';

type PanelMode = 'login' | 'signup';

/** The owner login form's props; `back` is where the plain (no-JavaScript) form returns to. */
export function ownerAccountForm(
  mode: PanelMode, back: string, captcha: AccountFormProps['captcha'] = null, words?: Pick<AccountFormProps, 'words' | 'texts' | 'shell'>,
): AccountFormProps {
  const next = encodeURIComponent(back);
  return {
    mode, role: 'user', action: `/${mode}/?redirectUrl=${next}`, redirectUrl: back,
    links: { login: `/login/?redirectUrl=${next}`, signup: `/signup/?redirectUrl=${next}`, forgot: '/login/?forgot' },
    values: {}, message: null, fields: {}, captcha, forgotCode: null, planId: null, phoneStatus: 'idle', ...words,
  };
}

/**
 * Log in or sign up without leaving the page: the booking wizard and the
 * checkout keep the choices already made and carry on with the new session.
 * Sign-up asks for a fresh captcha because the page around it may be cached
 * (and the form asks again after a refused attempt).
 */
export function AccountPanel({ back, onSignedIn, initialMode = 'login' }: {
  back: string;
  onSignedIn: (viewer: WizardViewer) => void;
  initialMode?: PanelMode;
}) {
  const say = useSay();
  const [mode, setMode] = useState<PanelMode>(initialMode);
  const [captcha, setCaptcha] = useState<AccountFormProps['captcha']>(null);
  const [failed, setFailed] = useState(false);

  function switchMode(next: PanelMode) {
    setMode(next);
    setFailed(false);
    // Challenges are single-use and one shown before may have been spent: each visit to sign-up asks for a new one.
    if (next === 'signup') {
      setCaptcha(null);
      fetchCaptcha().then(setCaptcha, () => setFailed(true));
    }
  }

  // Opening on sign-up needs its question too.
  useEffect(() => { if (initialMode === 'signup') switchMode('signup'); }, [initialMode]);

  const signedIn = (u: SignedInUser) => onSignedIn({ kind: 'user', id: Number(u.id), firstName: u.first_name, lastName: u.last_name, email: u.email });
  const waiting = mode === 'signup' && !captcha;
  return (
    <div className="account-panel" data-testid="account-panel" data-mode={mode}>
      <p className="account-panel-title">{say(mode === 'login' ? 'booking.account.login' : 'booking.account.signup')}</p>
      {failed && <p className="alert alert-error" role="alert">{say.text(MESSAGES.somethingWrong)}</p>}
      {waiting && !failed && <p className="booking-hint">{say('booking.loading')}</p>}
      {!waiting && (
        <AccountForm key={mode} {...ownerAccountForm(mode, back, captcha, say.words ? { words: say.words.account, texts: say.words.texts, shell: say.words.shell } : undefined)} onSignedIn={signedIn} onSwitchMode={switchMode} />
      )}
    </div>
  );
}
