// Countries and provinces of the address forms (sign-up, payment, contact section). Their ids are the
// provider's numeric ids (the default country is id 227, 226 on the uk branch).

export interface Country {
  id: number;
  name: string;
}

export interface Province {
  id: number;
  name: string;
  countryId: number;
}

/** How an address refers to a country or province: both id and name travel (spec part 1 §3). */
export interface NamedRef {
  id: number;
  name: string;
}

/** A postal address as sent on sign-up and as a contact address of unauthenticated job requests. */
export interface Address {
  address1: string;
  address2?: string;
  city: string;
  province?: NamedRef | null;
  country: NamedRef;
  zipCode: string;
}
