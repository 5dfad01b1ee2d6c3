// A provider branch, chosen by the optional first route segment; its contacts fill the footer.

export interface Branch {
  websiteUrl?: string | null;
  supportEmail?: string | null;
  phoneNumber?: string | null;
}
