import { localLevelsOf } from '@karyayojana/nepal-admin';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import type { Address } from '../lib/address';
import { AddressFields } from './address-fields';

function Harness({ initial }: { initial: Address }) {
  const [value, setValue] = useState(initial);
  return <AddressFields value={value} onChange={setValue} />;
}

const empty = { province: '', district: '', municipality: '' };
const province = () => screen.getByRole('combobox', { name: 'प्रदेश' });
const district = () => screen.getByRole('combobox', { name: 'जिल्ला' });
const municipality = () => screen.getByRole('combobox', { name: 'स्थानीय तह' });
const optionValues = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.getAttribute('value'))
    .filter(Boolean);

test('the district and the local level wait for the choices above them', () => {
  render(<Harness initial={empty} />);
  expect(optionValues(province())).toHaveLength(7);
  expect(district()).toBeDisabled();
  expect(municipality()).toBeDisabled();
  expect(within(district()).getByRole('option', { name: 'पहिले प्रदेश छान्नुहोस्' })).toBeInTheDocument();
});

test('a district offers its own local levels, by their full names', async () => {
  const user = userEvent.setup();
  render(<Harness initial={empty} />);
  await user.selectOptions(province(), 'बागमती');
  expect(optionValues(district())).toContain('काभ्रेपलाञ्चोक');
  expect(optionValues(district())).not.toContain('झापा');

  await user.selectOptions(district(), 'काभ्रेपलाञ्चोक');
  const levels = optionValues(municipality());
  expect(levels).toEqual(localLevelsOf('काभ्रेपलाञ्चोक').map((l) => l.fullName));
  expect(levels).toContain('धुलिखेल नगरपालिका');
  expect(levels).toContain('रोशी गाउँपालिका');

  await user.selectOptions(municipality(), 'धुलिखेल नगरपालिका');
  expect(municipality()).toHaveValue('धुलिखेल नगरपालिका');
});

test('a new province clears the district and the local level', async () => {
  const user = userEvent.setup();
  render(
    <Harness
      initial={{
        province: 'बागमती',
        district: 'काभ्रेपलाञ्चोक',
        municipality: 'धुलिखेल नगरपालिका',
      }}
    />,
  );
  expect(municipality()).toHaveValue('धुलिखेल नगरपालिका');

  await user.selectOptions(province(), 'कोशी');
  expect(district()).toHaveValue('');
  expect(municipality()).toHaveValue('');
  expect(municipality()).toBeDisabled();
  expect(optionValues(district())).toContain('झापा');
});

test('a new district clears the local level only', async () => {
  const user = userEvent.setup();
  render(
    <Harness
      initial={{
        province: 'बागमती',
        district: 'काभ्रेपलाञ्चोक',
        municipality: 'धुलिखेल नगरपालिका',
      }}
    />,
  );
  await user.selectOptions(district(), 'ललितपुर');
  expect(province()).toHaveValue('बागमती');
  expect(municipality()).toHaveValue('');
  expect(optionValues(municipality())).toContain('ललितपुर महानगरपालिका');
});

test('the search finds a place whichever spelling is typed and fills all three', async () => {
  const user = userEvent.setup();
  render(<Harness initial={empty} />);
  await user.type(screen.getByRole('searchbox', { name: /ठाउँ खोज्नुहोस्/ }), 'खाँदबारी');
  await user.click(screen.getByRole('button', { name: /खाँदवारी नगरपालिका/ }));
  expect(province()).toHaveValue('कोशी');
  expect(district()).toHaveValue('सङ्खुवासभा');
  expect(municipality()).toHaveValue('खाँदवारी नगरपालिका');
});

test('the search finds a district by its older spelling and fills in the canonical one', async () => {
  const user = userEvent.setup();
  render(<Harness initial={empty} />);
  await user.type(screen.getByRole('searchbox', { name: /ठाउँ खोज्नुहोस्/ }), 'काभ्रेपलान्चोक');
  await user.click(screen.getByRole('button', { name: 'धुलिखेल नगरपालिका, काभ्रेपलाञ्चोक' }));
  expect(province()).toHaveValue('बागमती');
  expect(district()).toHaveValue('काभ्रेपलाञ्चोक');
  expect(municipality()).toHaveValue('धुलिखेल नगरपालिका');
});

test('the search says when nothing matches', async () => {
  const user = userEvent.setup();
  render(<Harness initial={empty} />);
  await user.type(screen.getByRole('searchbox', { name: /ठाउँ खोज्नुहोस्/ }), 'ज़्ज़्ज़्ज़्');
  expect(screen.getByText('त्यस नामको ठाउँ भेटिएन।')).toBeInTheDocument();
});
