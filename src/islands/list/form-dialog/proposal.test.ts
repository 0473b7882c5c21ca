import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { isReferenceTaken, proposalFor } from './proposal.ts';

describe("a new row's proposed reference", () => {
  it('is asked once per opening of the dialog, and never for an edit or a restored draft', async () => {
    const propose = vi.fn(() => Promise.resolve({ field: 'orderId', value: '#ST-10570' }));
    const opening = { row: null };
    const first = proposalFor(opening, propose);
    expect(proposalFor(opening, propose)).toBe(first);
    expect(await first).toEqual({ field: 'orderId', value: '#ST-10570' });
    expect(await proposalFor({ row: { id: 1 } }, propose)).toBeNull();
    expect(await proposalFor({ row: null, draft: {} }, propose)).toBeNull();
    expect(await proposalFor(null, propose)).toBeNull();
    expect(propose).toHaveBeenCalledTimes(1);
    await proposalFor({ row: null }, propose);
    expect(propose).toHaveBeenCalledTimes(2);
  });
  it('leaves the field empty when the backend cannot be asked', async () => {
    expect(await proposalFor({ row: null }, () => Promise.reject(new ApiError('offline', 0, 'network')))).toBeNull();
  });
  it('is asked again after a save refused for a taken reference (409) only', () => {
    expect(isReferenceTaken(new ApiError('The reference "#ST-1" is already taken', 409, 'http'))).toBe(true);
    expect(isReferenceTaken(new ApiError('Bad', 400, 'http'))).toBe(false);
  });
});
