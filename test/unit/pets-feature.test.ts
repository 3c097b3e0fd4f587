import { expect } from 'chai';
import { ConfigError, parseConfig } from '../../server/config.ts';
import { dashboardMenu } from '../../views/components/dashboard-menu.ts';
import type { ViewerView } from '../../views/page-context.tsx';

const owner: ViewerView = { kind: 'user', id: 1, firstName: 'O', lastName: 'O', email: 'o@example.test', pic: null, vendorId: null, subrole: null };
const vendor: ViewerView = { ...owner, kind: 'vendor', vendorId: 2, subrole: 'root_admin' };

describe('the pets feature switch', () => {
  it('is on by default and reads 1/0 (and true/false) from FEATURE_PETS', () => {
    expect(parseConfig({}).features).to.deep.equal({ pets: true });
    expect(parseConfig({ FEATURE_PETS: '' }).features.pets).to.equal(true);
    expect(parseConfig({ FEATURE_PETS: '1' }).features.pets).to.equal(true);
    expect(parseConfig({ FEATURE_PETS: '0' }).features.pets).to.equal(false);
    expect(parseConfig({ FEATURE_PETS: 'false' }).features.pets).to.equal(false);
  });

  it('refuses any other value, naming the variable', () => {
    expect(() => parseConfig({ FEATURE_PETS: 'off' })).to.throw(ConfigError, /FEATURE_PETS/);
  });

  it('shows My Pets in the owner menu only when on, and never to vendors', () => {
    const hrefs = (v: ViewerView, pets: boolean) => dashboardMenu(v, { pets }).map((m) => m.href);
    expect(hrefs(owner, true)).to.include('/app/my-pets');
    expect(hrefs(owner, false)).to.not.include('/app/my-pets');
    expect(hrefs(owner, false)).to.include('/app/medical-records');
    expect(hrefs(vendor, true)).to.not.include('/app/my-pets');
  });
});
