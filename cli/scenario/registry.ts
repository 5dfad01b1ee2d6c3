// Every operation a scenario step can call by name, mapped to the platform's API functions and flows.
import type { OperationCatalogue } from './argSpec';
import type { Operation } from './operation';
import { autoQuoteOperations } from './ops/autoQuote';
import { fixtureOperations } from './ops/fixtures';
import { jobRequestOperations } from './ops/jobRequests';
import { requestOperations } from './ops/requests';
import { serviceOperations } from './ops/services';
import { sessionOperations } from './ops/session';
import { signUpOperations } from './ops/signUp';

export const OPERATIONS: ReadonlyMap<string, Operation> = new Map(
  Object.entries({
    ...sessionOperations,
    ...autoQuoteOperations,
    ...jobRequestOperations,
    ...requestOperations,
    ...serviceOperations,
    ...signUpOperations,
    ...fixtureOperations,
  }),
);

export const CATALOGUE: OperationCatalogue = new Map([...OPERATIONS].map(([name, op]) => [name, op.args]));
