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
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `house-calls-${name}-error` } : {});
  const message = (name: string) => errors[name] && <p className="field-error" id={`house-calls-${name}-error`}>{errors[name]}</p>;
  return (
    <section aria-labelledby="house-calls-title">
      <h2 id="house-calls-title">House calls</h2>
      <p>Owners can order the house-call package only for an address inside the area a practice serves. List the zip codes you visit, give a radius around a zip code, or both. Leave both empty to make no house calls.</p>
      {notice && <div className="alert alert-success" role="status">{notice}</div>}
      <form method="post" action="/app/settings/house-calls">
        <FormTokenField />
        <div className="form-field">
          <label htmlFor="house-calls-zipcodes">Zip codes you visit</label>
          <textarea id="house-calls-zipcodes" name="zipcodes" rows={3} defaultValue={sent ? sent.zipcodes : area.zipcodes.join(', ')}
            placeholder="10001, 10011, 11201" {...invalid('zipcodes')} />
          {message('zipcodes')}
        </div>
        <div className="form-field">
          <label htmlFor="house-calls-radiusMiles">Or within (miles)</label>
          <input id="house-calls-radiusMiles" name="radiusMiles" type="number" min={HOUSE_CALL_LIMITS.minRadiusMiles} max={HOUSE_CALL_LIMITS.maxRadiusMiles}
            step={1} defaultValue={sent ? sent.radiusMiles : area.radiusMiles ?? ''} {...invalid('radiusMiles')} />
          {message('radiusMiles')}
        </div>
        <div className="form-field">
          <label htmlFor="house-calls-centerZipcode">of the zip code</label>
          <input id="house-calls-centerZipcode" name="centerZipcode" inputMode="numeric" maxLength={5}
            defaultValue={sent ? sent.centerZipcode : area.centerZipcode ?? ''} {...invalid('centerZipcode')} />
          {message('centerZipcode')}
        </div>
        <div className="form-actions"><button type="submit" className="btn btn-primary" data-testid="save-house-calls">Save</button></div>
      </form>
    </section>
  );
}
