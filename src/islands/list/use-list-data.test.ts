import { describe, expect, it } from 'vitest';
import { isLoading } from './use-list-data.ts';

describe('isLoading', () => {
  it('shows the loading state until the first fetch is requested, as the server rendered it', () => {
    expect(isLoading(false, false, 0)).toBe(true);
    expect(isLoading(false, false, 25)).toBe(true);
  });

  it('waits for the backend when nothing is held yet', () => {
    expect(isLoading(true, true, 0)).toBe(true);
  });

  it('keeps rows seen before on screen while they are refreshed', () => {
    expect(isLoading(true, true, 25)).toBe(false);
  });

  it('is done once the fetch has answered, empty or not', () => {
    expect(isLoading(true, false, 0)).toBe(false);
    expect(isLoading(true, false, 3)).toBe(false);
  });
});
