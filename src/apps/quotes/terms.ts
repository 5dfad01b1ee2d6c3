// The terms of the auto-quote page (part 1 §9: ten sections; invoices at month end, claims within 30 days,
// late interest of 1.5% a month (18% a year), defects fixed within 30 days). Only the contracting company
// and the governing law differ between the US and UK variants.
import type { LocaleVariant } from '../../platform/locale/localePath';
import { PROVIDER_CONTACTS } from '../../platform/locale/contacts';

export interface TermsSection {
  title: string;
  paragraphs: readonly string[];
}

const LAW: Record<LocaleVariant, string> = {
  US: 'the laws of the State of New York, and the courts of New York County have exclusive jurisdiction',
  UK: 'the laws of England and Wales, and the courts of England and Wales have exclusive jurisdiction',
};

export function termsSections(variant: LocaleVariant): TermsSection[] {
  const provider = PROVIDER_CONTACTS[variant].address.companyName;
  return [
    {
      title: '1. Parties and definitions',
      paragraphs: [
        `These terms govern the services that ${provider} ("we", "us") provides to the client who accepts a quote ("you"). "Services" means the translation, localization, interpreting and related work described in the accepted quote; "Deliverables" means the material we deliver to you.`,
      ],
    },
    {
      title: '2. Quotes and acceptance',
      paragraphs: [
        'A quote is an estimate based on the material and information you supplied. Quotes are valid for 30 days unless the quote states otherwise.',
        'A contract is formed when you accept a quote through this page. Changes to the material, the languages or the deadline after acceptance may change the price and the schedule; we will tell you before doing extra work.',
      ],
    },
    {
      title: '3. Your material and instructions',
      paragraphs: [
        'You confirm that you have the right to have the material translated and that it does not infringe the rights of others. Reference material, glossaries and style guides you supply help us meet your expectations and are used only for your projects.',
      ],
    },
    {
      title: '4. Delivery',
      paragraphs: [
        'We deliver by the date agreed for the project. Delivery dates depend on receiving complete material and timely answers to our questions; a delay on your side moves the delivery date accordingly.',
      ],
    },
    {
      title: '5. Prices and invoicing',
      paragraphs: [
        'Prices are those of the accepted quote, exclusive of applicable taxes. Invoices are issued at the end of each month for the services delivered during that month.',
      ],
    },
    {
      title: '6. Payment and late payment',
      paragraphs: [
        'Invoices are payable within 30 days of the invoice date by the payment method chosen on acceptance.',
        'Overdue amounts bear interest of 1.5% per month (18% per year) from the due date until paid in full, and we may suspend work on open projects while an invoice is overdue.',
      ],
    },
    {
      title: '7. Quality, claims and corrections',
      paragraphs: [
        'Any claim about the Deliverables must be made in writing within 30 days of delivery, describing the defect. After that period the Deliverables are deemed accepted.',
        'We fix justified defects free of charge within 30 days of receiving the claim. Correction is your remedy for defects; preferential or stylistic changes are not defects.',
      ],
    },
    {
      title: '8. Confidentiality and data protection',
      paragraphs: [
        'We treat your material as confidential, disclose it only to linguists and staff bound by confidentiality obligations who need it for your project, and process personal data only to perform the services, in line with our Privacy Policy.',
      ],
    },
    {
      title: '9. Liability',
      paragraphs: [
        'Our total liability for a project is limited to the price of that project. We are not liable for indirect or consequential loss, loss of profit, or the use you make of the Deliverables, including publication without a review you were advised to have done.',
      ],
    },
    {
      title: '10. Cancellation and governing law',
      paragraphs: [
        'You may cancel a project in writing at any time; work completed up to the cancellation is invoiced.',
        `These terms are governed by ${LAW[variant]}.`,
      ],
    },
  ];
}
