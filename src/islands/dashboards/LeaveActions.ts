import { useEffect, useState } from 'react';
import { can } from '../../contract/permissions.ts';
import { ApiError } from '../../api/client.ts';
import { translateError } from '../../api/errors.ts';
import type { StatTable } from '../../schemas/stats.ts';
import { accountStore } from '../../stores/account.ts';
import { listStore } from '../../stores/lists.ts';
import { notify } from '../../stores/notify.ts';
import { invalidateStats } from '../../stores/screens/stats.ts';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import type { RowAction } from './TableCard.tsx';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Approve / Decline of the waiting leave requests, for a role that may update them (none otherwise). */
export function useLeaveActions(enabled: boolean, t: Translate): { actions: RowAction[]; busy: number | null } {
  const profile = useHydratedStore(accountStore.$profile);
  const [busy, setBusy] = useState<number | null>(null);
  const missing = enabled && !profile.data && !profile.loading && !profile.error;
  useEffect(() => {
    if (missing) void accountStore.load();
  }, [missing]);
  if (!enabled || !can(profile.data?.role, 'leave_hr.update')) return { actions: [], busy };

  const decide = async (id: number, status: 'Approved' | 'Declined') => {
    setBusy(id);
    const leaves = listStore('leave_hr');
    try {
      // The one request as it is now (GET /app/leave_hr/<id>), not the whole list.
      const row = await leaves.get(id).catch((error: unknown) => {
        throw error instanceof ApiError && error.status === 404 ? new Error(t('dashboards.leaveGone')) : error;
      });
      await leaves.update({ ...row, status });
      notify.success(t('dashboards.decided', { name: row.employeeName, status: t(`enums.leaveStatus.${status}`) }));
      invalidateStats();
    } catch (error) {
      notify.error(translateError(error instanceof Error ? error.message : String(error), t));
    } finally {
      setBusy(null);
    }
  };
  const name = (row: StatTable['rows'][number]) => String(row.cells.employeeName ?? '');
  return {
    busy,
    actions: [
      {
        text: t('dashboards.approve'),
        label: (row) => t('dashboards.approveOf', { name: name(row) }),
        run: (id) => void decide(id, 'Approved'),
      },
      {
        text: t('dashboards.decline'),
        label: (row) => t('dashboards.declineOf', { name: name(row) }),
        run: (id) => void decide(id, 'Declined'),
      },
    ],
  };
}
