import { contractCalls, openApiDocument, type OpenApiDocument } from '@/contract/schemas/openapi';
import type { ContractCallName } from '@/contract/schemas/operations';
import { withExamples } from './contract-examples/document-examples';
import { runExamples, type PlannedCall } from './contract-examples/example-run';
import type { ExampleTable, OperationExamples } from './contract-examples/scenario';
import { accessExamples } from './contract-examples/scenarios-access';
import { marketExamples } from './contract-examples/scenarios-markets';
import { moneyExamples } from './contract-examples/scenarios-money';
import { simulatorExamples } from './contract-examples/scenarios-simulator';

/** Every call's examples; a call without its entry fails the build, naming it. */
const examples: ExampleTable = {
  ...accessExamples,
  ...marketExamples,
  ...moneyExamples,
  ...simulatorExamples,
};

function examplesOf(name: ContractCallName): OperationExamples {
  const found = examples[name];
  if (!found) throw new Error(`${name}: la llamada no tiene ejemplos (mocks/contract-examples/)`);
  return found;
}

/**
 * The published contract (openapi.json) with examples taken from the real simulator at build time: for every
 * call, requests and the answers they got from a store seeded as a first visit, the clock stopped at
 * EXAMPLES_CLOCK, each call's examples signed in as the persona its `x-ejemplo-persona` names (per example
 * where one differs), in the document's order. `openApiDocument` stays the zod-only base the tests check
 * answers with; this one is what the site publishes. Throws, naming the call, when an example gets another
 * status than its own or does not fit its schema, so a drifting example fails the build.
 */
export async function exemplifiedOpenApiDocument(version: string): Promise<OpenApiDocument> {
  const plan: PlannedCall[] = contractCalls().map(({ name, call }) => ({
    name,
    call,
    examples: examplesOf(name),
  }));
  return withExamples(openApiDocument(version), plan, await runExamples(plan));
}
