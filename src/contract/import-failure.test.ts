import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { cellIssueMessage, failureMessage, issueReason, reportLocale } from './import-failure.ts';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe("an import's failures in the reader's language", () => {
  it('takes the first of the nine languages Accept-Language names, else English', () => {
    expect(reportLocale('de-CH,de;q=0.9,en;q=0.5')).toBe('de');
    expect(reportLocale('pt-BR, ar;q=0.8')).toBe('ar');
    expect(reportLocale('zh-Hans-CN')).toBe('zh');
    expect(reportLocale('pt-BR')).toBe('en');
    expect(reportLocale(null)).toBe('en');
  });

  it("keeps a schema's issue without the value it read, and says it from there", () => {
    const checked = z.object({ email: z.email() }).safeParse({ email: 'secret-not-an-email' });
    const reason = issueReason(checked.error!.issues[0]!);
    expect(JSON.stringify(reason)).not.toContain('secret-not-an-email');
    expect(failureMessage({ message: 'Invalid email address', value: 'x', reason }, t, (k) => k)).toBe('form.errors.email');
  });

  it('says a text where a number goes is in the wrong format, and an empty one is required', () => {
    const issue = z.object({ n: z.number() }).safeParse({ n: 'lots' }).error!.issues[0]!;
    expect(cellIssueMessage(issue, 'lots', t, (k) => k)).toBe('form.errors.format');
    expect(cellIssueMessage(issue, '', t, (k) => k)).toBe('form.errors.required');
  });

  it("says the import's own refusals by key, and keeps a message that has no reason", () => {
    expect(failureMessage({ message: 'x', value: '9', reason: { code: 'noRow' } }, t, (k) => k)).toBe('transfer.import.failure.noRow');
    expect(failureMessage({ message: 'x', value: 'A1', reason: { code: 'referenceTaken', value: 'A1' } }, t, (k) => k)).toBe(
      'form.errors.idTaken {"id":"A1"}',
    );
    expect(failureMessage({ message: 'The database said no', value: '' }, t, (k) => k)).toBe('The database said no');
  });
});
