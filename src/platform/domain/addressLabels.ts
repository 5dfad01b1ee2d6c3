// The one set of address labels (sign-up, a visitor's contact, the payment dialog), here so the CLI's UI
// driver finds the fields by the words the portal shows. The spec names the fields, not their labels.
export const ADDRESS_LABELS = {
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'City',
  country: 'Country',
  province: 'State / Province',
  zipCode: 'ZIP / Postal code',
  noStates: 'No states for this country',
} as const;
