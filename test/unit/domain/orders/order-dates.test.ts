import { expect } from 'chai';
import { orderDayFormat, orderStampFormat } from '../../../../server/domain/orders/order-dates.ts';

describe("the order pages' dates, in the viewer's language", () => {
  const at = new Date('2026-03-10T18:05:00Z');

  it('writes English as the pages always did: British order, 24-hour clock', () => {
    expect(orderDayFormat('America/New_York').format(at)).to.equal('10 Mar 2026');
    expect(orderStampFormat('America/New_York', 'en').format(at)).to.equal('10 Mar 2026, 14:05');
  });

  it('writes Spanish by Intl for it', () => {
    expect(orderDayFormat('America/New_York', 'es').format(at)).to.equal('10 mar 2026');
    expect(orderStampFormat('America/New_York', 'es').format(at)).to.match(/^10 mar 2026,? 14:05$/);
  });
});
