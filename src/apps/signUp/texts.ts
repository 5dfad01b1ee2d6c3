// The sign-up page's labels and headings (part 1 §2 names the phases and fields; the words are ours).
// The error pages' and the account-created page's texts are the flow's (SIGN_UP_TEXTS), shared with the CLI.
export const SIGN_UP_LABELS = {
  title: 'Sign Up',
  phases: {
    userInfo: 'Your details',
    address: 'Your address',
    companySelection: 'Your company',
    customValues: 'More about you',
  },
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  repeatPassword: 'Repeat password',
  agreement: 'I agree to the Terms of Service and Privacy Policy',
  company: 'Company',
  companyHint: 'Several companies use the domain of your e-mail address: choose yours.',
  next: 'Next',
  lookingUp: 'Looking up your company…',
  createAccount: 'Create account',
  creating: 'Creating your account…',
  cancel: 'Cancel',
  back: 'Return',
  signIn: 'Sign in',
  loadingAddressOptions: 'Loading countries…',
} as const;
