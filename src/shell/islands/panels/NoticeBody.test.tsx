// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { NoticeBody, noticeRowClass } from './NoticeBody.tsx';

afterEach(cleanup);

const entry = (read: boolean) =>
  render(
    <ul>
      <li>
        <NoticeBody
          tone="bg-info-soft"
          icon="leave"
          title="Leave request"
          body="Eva asked for 3 days"
          at="2026-11-26T10:00:00Z"
          agoText="5 minutes ago"
          read={read}
        />
      </li>
    </ul>,
  );

describe('a bell entry', () => {
  it('shows its title, text and when it happened as a machine-readable time', () => {
    entry(true);
    expect(screen.getByText('Leave request')).toBeTruthy();
    expect(screen.getByText('Eva asked for 3 days')).toBeTruthy();
    expect(screen.getByText('5 minutes ago').closest('time')?.getAttribute('datetime')).toBe('2026-11-26T10:00:00Z');
  });

  it('marks an unread entry for sight and for a screen reader, and a read one not at all', () => {
    const { container } = entry(false);
    expect(container.querySelector('.sr-only')).not.toBeNull();
    expect(noticeRowClass(false)).toContain('bg-primary-soft/40');
    cleanup();
    const read = entry(true);
    expect(read.container.querySelector('.sr-only')).toBeNull();
    expect(noticeRowClass(true)).not.toContain('bg-primary-soft/40');
  });
});
