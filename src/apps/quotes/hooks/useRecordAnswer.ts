import { useSetAtom } from 'jotai';
import { openDialogAtom, outcomeAtom, type Outcome } from '../state';

/** After a successful answer (useAnswerAutoQuote marked the cached quote): close the dialog, show the confirmation. */
export function useRecordAnswer() {
  const setOutcome = useSetAtom(outcomeAtom);
  const setDialog = useSetAtom(openDialogAtom);
  return (outcome: Outcome) => {
    setDialog(null);
    setOutcome(outcome);
  };
}
