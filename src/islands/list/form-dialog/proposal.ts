import { ApiError } from '../../../api/client.ts';

/** A reference the backend proposes for a new row: the field it goes in and its value. */
export interface Proposal {
  field: string;
  value: string;
}

const NONE: Promise<Proposal | null> = Promise.resolve(null);
/** One request per opening of the dialog: the dialog suspends on it, and React asks again after it resolves. */
const proposals = new WeakMap<object, Promise<Proposal | null>>();

/**
 * The proposal a new row's form starts with, asked once per `target` (an opening of the dialog); none for an edit,
 * a restored draft or a list without generated references. A failure leaves the field empty to type in.
 */
export function proposalFor(
  target: { row: unknown; draft?: unknown } | null,
  propose: (() => Promise<Proposal | null>) | undefined,
): Promise<Proposal | null> {
  if (!target || target.row || target.draft || !propose) return NONE;
  let proposal = proposals.get(target);
  if (!proposal) {
    proposal = propose().catch(() => null);
    proposals.set(target, proposal);
  }
  return proposal;
}

/** Whether a failed save was refused because another row has the reference (409): a new one is then proposed. */
export function isReferenceTaken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
