// The address labels' ids in the platform's catalogue, apart from the message runtime: a test that reads the
// English straight from the catalogue (the e2e specs run outside the bundlers that compile catalogues) needs
// only these.
export const ADDRESS_LABEL_IDS = {
  address1: 'address.address1',
  address2: 'address.address2',
  city: 'address.city',
  country: 'address.country',
  province: 'address.province',
  zipCode: 'address.zipCode',
  noStates: 'address.noStates',
} as const;
