import { parityRows } from '../../policies/parity-rows.ts';
import { tablesOf } from '../../services/tables.ts';

/** Rental: a model with a unit, and a command (with its address, line and step) of a member, a stranger and the organization the organization member acts for. */
export default parityRows({
  rows: {
    'rental-model-categories': [{ attributes: { name: 'Communication' } }],
    'rental-item-conditions': [{ attributes: { name: 'Like new', value: 5 } }],
    'rental-stocks': [{ attributes: { name: 'Lyon' } }],
  },
  async seed({ db, create, linked, soonMs, users: { member, stranger, organizationMember }, organizations: { ours } }) {
    const model = await create('rental-models', { attributes: { name: 'Eye tracker' } });
    await create('rental-items', { attributes: { stockId: 'ET-1' }, relationships: { rentalModel: linked('rental-models', model) } });
    const owners = [{ userId: member }, { userId: stranger }, { userId: organizationMember, organizationId: ours }];
    for (const { userId, organizationId = null } of owners) {
      const addresses = tablesOf('addresses').table;
      const [address] = await db.insert(addresses).values({ userId, ownerOrganizationId: organizationId, fullName: 'Owner', line1: '1 rue Haute', postalCode: '69001', city: 'Lyon' }).returning({ id: addresses.id });
      const commands = tablesOf('rental-commands').table;
      const [command] = await db
        .insert(commands)
        .values({ commandById: userId, rentById: organizationId, rentalStrategy: 'pick_up', startAt: new Date(soonMs), endAt: new Date(soonMs + 30 * 24 * 60 * 60 * 1000), billingAddressId: address!.id })
        .returning({ id: commands.id });
      await db.insert(tablesOf('rental-command-items').table).values({ commandId: command!.id, rentalModelId: model });
      await db.insert(tablesOf('rental-command-steps').table).values({ commandId: command!.id, stepTypeId: 'validation', statusId: 'waiting' });
    }
  },
  excluded: ['rental-commands for the member', 'rental-command-steps for the organization member', 'addresses for the member'],
});
