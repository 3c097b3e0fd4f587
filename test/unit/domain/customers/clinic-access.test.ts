import { expect } from 'chai';
import { assignedOrderPetIds, reaches, RECORD_READING_ORDER_STATUSES, type PetReach } from '../../../../server/domain/customers/clinic-access.ts';
import type { AssignedOrderRow } from '../../../../server/domain/customers/vendor-customers.queries.ts';

describe('the clinic rule: a sub-user reaches the pet of an order assigned to them', () => {
  // Every status an order row may hold, and whether its assignee reads the order's pet.
  const table: Array<[string, boolean]> = [
    ['new', false],
    ['pending', false],
    ['failed', false],
    ['paid', true],
    ['assigned', true],
    ['in_review', true],
    ['needs_information', true],
    ['delivered', true],
    ['canceled', false],
    ['refunded', false],
  ];
  for (const [status, reads] of table) {
    it(`${status}: ${reads ? 'reads' : 'does not read'} the order's pet`, () => {
      expect(assignedOrderPetIds([{ pet_id: '7', status }])).to.deep.equal(reads ? [7] : []);
      expect(RECORD_READING_ORDER_STATUSES.has(status)).to.equal(reads);
    });
  }

  it('keeps each readable order\'s pet, whether the driver gives the id as text or a number, and no order about no pet', () => {
    const rows: AssignedOrderRow[] = [
      { pet_id: '7', status: 'in_review' },
      { pet_id: 8, status: 'delivered' },
      { pet_id: '9', status: 'refunded' },
      { pet_id: null, status: 'assigned' },
      { pet_id: 'not a pet', status: 'assigned' },
      { pet_id: '', status: 'assigned' },
    ];
    expect(assignedOrderPetIds(rows)).to.deep.equal([7, 8]);
    expect(assignedOrderPetIds([])).to.deep.equal([]);
  });

  it('a reach covers only the pets it names, all of them for a root admin, none when the owner does not share', () => {
    const some: PetReach = { kind: 'some', petIds: new Set([7]) };
    expect(reaches(some, 7)).to.equal(true);
    expect(reaches(some, 8)).to.equal(false);
    expect(reaches({ kind: 'all' }, 8)).to.equal(true);
    expect(reaches({ kind: 'none', access: 'declined' }, 7)).to.equal(false);
    expect(reaches({ kind: 'none', access: null }, 7)).to.equal(false);
  });
});
