// The service (workflow) select of the request form (part 2 §2.3): required when the client offers any;
// its xtrfServiceId is what the payload carries.
import type { SelectableWorkflow } from './entities/clientConfig';

export function isServiceRequired(
  client: { selectableWorkflows?: readonly SelectableWorkflow[] | null } | undefined,
): boolean {
  return (client?.selectableWorkflows?.length ?? 0) > 0;
}

/** A workflow named by its id or its name (case-insensitive), as the CLI and scenarios name them. */
export function findWorkflow(
  workflows: readonly SelectableWorkflow[] | null | undefined,
  given: string | number,
): SelectableWorkflow | undefined {
  const wanted = String(given).trim().toLowerCase();
  return (workflows ?? []).find((w) => String(w.xtrfServiceId) === wanted || w.name.toLowerCase() === wanted);
}

/** 'id (name), ...' for messages that list what is offered. */
export function describeWorkflows(workflows: readonly SelectableWorkflow[] | null | undefined): string {
  return (workflows ?? []).map((w) => `${w.xtrfServiceId} (${w.name})`).join(', ');
}
