import { FormattedMessage, useIntl } from 'react-intl';
import { FormTokenField } from '../../form-token.tsx';
import { HOUSE_CALL_LIMITS, type HouseCallAreaView } from '../../../contracts/house-calls.ts';

export interface HouseCallsTabProps {
  area: HouseCallAreaView;
  /** The values sent when a save was refused, so the form shows what was typed. */
  sent?: { zipcodes: string; radiusMiles: string; centerZipcode: string } | null;
  errors?: Record<string, string>;
  notice?: string | null;
}

/**
 * Settings, House calls: where the practice makes house calls, as zip codes, a radius around a zip code, or both.
 * A house-call order is taken only for an address inside some practice's area. A plain form.
 */
export function HouseCallsTab({ area, sent = null, errors = {}, notice = null }: HouseCallsTabProps) {
  const intl = useIntl();
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `house-calls-${name}-error` } : {});
  const message = (name: string) => errors[name] && <p className="field-error" id={`house-calls-${name}-error`}>{errors[name]}</p>;
  return (
    <section aria-labelledby="house-calls-title">
      <h2 id="house-calls-title"><FormattedMessage id="settings.houseCalls.title" /></h2>
      <p><FormattedMessage id="settings.houseCalls.lead" /></p>
      {notice && <div className="alert alert-success" role="status">{notice}</div>}
      <form method="post" action="/app/settings/house-calls">
        <FormTokenField />
        <div className="form-field">
          <label htmlFor="house-calls-zipcodes"><FormattedMessage id="settings.houseCalls.zipcodes" /></label>
          <textarea id="house-calls-zipcodes" name="zipcodes" rows={3} defaultValue={sent ? sent.zipcodes : area.zipcodes.join(', ')}
            placeholder={intl.formatMessage({ id: 'settings.houseCalls.zipPlaceholder' })} {...invalid('zipcodes')} />
          {message('zipcodes')}
        </div>
        <div className="form-field">
          <label htmlFor="house-calls-radiusMiles"><FormattedMessage id="settings.houseCalls.radius" /></label>
          <input id="house-calls-radiusMiles" name="radiusMiles" type="number" min={HOUSE_CALL_LIMITS.minRadiusMiles} max={HOUSE_CALL_LIMITS.maxRadiusMiles}
            step={1} defaultValue={sent ? sent.radiusMiles : area.radiusMiles ?? ''} {...invalid('radiusMiles')} />
          {message('radiusMiles')}
        </div>
        <div className="form-field">
          <label htmlFor="house-calls-centerZipcode"><FormattedMessage id="settings.houseCalls.center" /></label>
          <input id="house-calls-centerZipcode" name="centerZipcode" inputMode="numeric" maxLength={5}
            defaultValue={sent ? sent.centerZipcode : area.centerZipcode ?? ''} {...invalid('centerZipcode')} />
          {message('centerZipcode')}
        </div>
        <div className="form-actions"><button type="submit" className="btn btn-primary" data-testid="save-house-calls"><FormattedMessage id="settings.save" /></button></div>
      </form>
    </section>
  );
}
