// The sign-up tool (/signUp, /signUp/{clientId}/{token}): the platform's phase machine (flows/signUp.ts)
// drives which phase shows; each phase is a form of the kit. A step that fails (invalid input, a refused
// create) returns its errors to the form, which keeps everything typed. Cancel and Return go back to the
// first phase with nothing kept (the forms are remounted).
import { useState } from 'react';
import { useLocation } from 'wouter';
import { advanceSignUp, startSignUp, type SignUpEvent, type SignUpState } from '../../platform/flows/signUp';
import { SIGN_UP_TEXTS } from '../../platform/flows/signUpTexts';
import { usePageTitle } from '../../platform/react/pageTitle';
import { submitErrors } from '../../platform/react/forms';
import { useHttpClient } from '../../platform/react/platformStore';
import { usePortalLinks } from '../../platform/react/links';
import type { ToolPropsOf } from '../../platform/react/toolManifest';
import { Card } from '../../ui/Card';
import { Page } from '../../ui/page/Page';
import { useStepHeadingFocus } from '../../ui/useStepHeadingFocus';
import type { SubmitResult } from '../../ui/form/KitForm';
import { AddressPhase } from './AddressPhase';
import { CompanySelectionPhase } from './CompanySelectionPhase';
import { CustomValuesPhase } from './CustomValuesPhase';
import type { manifest } from './manifest';
import { AccountCreatedView, InternalErrorView, SignUpErrorView } from './ResultPage';
import { signUpMessages } from './messages';
import { UserInfoPhase } from './UserInfoPhase';
import { useMessages } from '../../ui/uiLocale';

/** Each phase's heading (and its form's name). */
const PHASE_TITLES = {
  userInfo: 'signUp.phase.userInfo',
  address: 'signUp.phase.address',
  companySelection: 'signUp.phase.companySelection',
  customValues: 'signUp.phase.customValues',
} as const;

export default function SignUpRoot(props: ToolPropsOf<typeof manifest>) {
  // A new link is a new sign-up.
  return <SignUp key={`${props.params.clientId ?? ''}/${props.params.token ?? ''}`} {...props} />;
}

function SignUp({ params, href, title }: ToolPropsOf<typeof manifest>) {
  const links = usePortalLinks();
  const http = useHttpClient();
  const [, navigate] = useLocation();
  const t = useMessages(signUpMessages);
  usePageTitle(title);
  const [state, setState] = useState<SignUpState>(() => startSignUp(params.clientId, params.token));
  const [round, setRound] = useState(0);
  // A new phase (or a fresh start) moves focus to its heading, so keyboard and screen-reader users start there.
  const heading = useStepHeadingFocus(`${state.phase}:${round}`);

  async function advance(event: SignUpEvent): Promise<SubmitResult> {
    try {
      setState(await advanceSignUp(http, state, event));
      return undefined;
    } catch (error) {
      return submitErrors(error);
    }
  }
  function restart() {
    setState((current) => ({ phase: 'userInfo', link: current.link }));
    setRound((n) => n + 1);
  }

  switch (state.phase) {
    case 'invalidUrl':
      // The link itself is broken: Return starts a sign-up without it.
      return <SignUpErrorView page="invalidUrl" onReturn={() => navigate(href('form'))} />;
    case 'companyNotFound':
    case 'invalidClientId':
    case 'invalidToken':
      return <SignUpErrorView page={state.phase} onReturn={restart} />;
    case 'internalError':
      return <InternalErrorView message={state.message} onReturn={restart} />;
    case 'accountCreated':
      return <AccountCreatedView email={state.email} signInHref={links.signIn()} />;
    default:
  }

  const phase = (() => {
    const current = state;
    switch (current.phase) {
      case 'userInfo':
        return <UserInfoPhase onSubmit={(user) => advance({ type: 'userInfo', user })} onCancel={restart} />;
      case 'address':
        return (
          <AddressPhase onSubmit={(address) => advance({ type: 'address', address })} onCancel={restart} />
        );
      case 'companySelection':
        return (
          <CompanySelectionPhase
            choices={current.choices}
            onSubmit={(clientId) => advance({ type: 'selectCompany', clientId })}
            onCancel={restart}
          />
        );
      case 'customValues':
        return (
          <CustomValuesPhase
            definitions={current.definitions}
            onSubmit={(values) => advance({ type: 'customValues', values })}
            onCancel={restart}
          />
        );
      default:
        // A state no phase renders (a bug): the error view, never a blank page.
        return null;
    }
  })();
  if (!phase) {
    const unknown = String((state as { phase: unknown }).phase);
    return <InternalErrorView message={SIGN_UP_TEXTS.unknownPhase(unknown)} onReturn={restart} />;
  }

  return (
    <Page width="medium" title={title}>
      <Card className="p-6">
        <h2
          ref={heading}
          tabIndex={-1}
          className="mb-4 text-lg focus:outline-none font-semibold text-slate-800"
        >
          {t(PHASE_TITLES[state.phase as keyof typeof PHASE_TITLES])}
        </h2>
        <div key={round}>{phase}</div>
      </Card>
    </Page>
  );
}
