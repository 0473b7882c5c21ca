import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { translateError } from '../../../api/errors.ts';
import { notify } from '../../../stores/notify.ts';
import { csvFileName, downloadCsv, toCsv } from './csv.ts';
import { cellText, needsRow, rowCellText } from './format.ts';
import { referenceNames } from '../../../stores/reference-names.ts';
import type { Row } from '../../../screens/list-spec.ts';
import { useDataTableState, type DataTableState } from './use-data-table.ts';

/** The CSV of some rows: visible columns but toggles, numbers kept as numbers, enums as read on screen. */
function csvOf(state: DataTableState, rows: Iterable<Row>): string {
  const { props, labels, visibleKeys } = state;
  const { f, enumLabel, label } = labels;
  const cols = props.spec.columns.filter((c) => visibleKeys.includes(c.key) && c.kind !== 'toggle');
  const data: unknown[][] = [];
  for (const row of rows)
    data.push(
      cols.map((c) =>
        needsRow(c.kind)
          ? rowCellText(row, c, f, enumLabel, referenceNames.nameOf)
          : c.kind === 'status' || c.kind === 'enum'
            ? cellText(row[c.key], c.kind, f, enumLabel, c.enumName)
            : row[c.key],
      ),
    );
  return toCsv(
    cols.map((c) => label(c.key)),
    data,
  );
}

function* matchingRows(rows: readonly Row[], indexes: Int32Array): Generator<Row> {
  for (const i of indexes) yield rows[i]!;
}

interface Progress {
  done: number;
  total: number;
}

/** "Exporting 1,500 of 9,000 rows" as a progress bar with its Cancel button, while a paged export runs. */
function ExportProgressBar({ progress, onCancel }: { progress: Progress; onCancel(): void }) {
  const { labels } = useDataTableState();
  const { t, f } = labels;
  const text = t('table.exporting', { done: f.number(progress.done), count: progress.total });
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <div className="flex items-center gap-3 text-sm text-muted" data-testid="csv-progress">
      <div
        role="progressbar"
        aria-label={t('table.export')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 w-28 overflow-hidden rounded-full bg-surface-2"
      >
        <span className="block h-full bg-primary transition-[inline-size]" style={{ inlineSize: `${percent}%` }} />
      </div>
      {/* On phones the bar stands alone beside the tools; screen readers still hear the count. */}
      <span aria-live="polite" className="sr-only tabular-nums sm:not-sr-only">
        {text}
      </span>
      <button type="button" onClick={onCancel} className="rounded-md border border-line px-2.5 py-1 text-ink hover:bg-surface-2">
        {t('table.cancel')}
      </button>
    </div>
  );
}

/**
 * Downloads the matching rows (every page, visible columns) as CSV. When the backend pages the list, the rows are
 * fetched 500 at a time first, with progress and Cancel.
 */
export function ExportCsvButton() {
  const state = useDataTableState();
  const { props, server, request, labels, indexes, total } = state;
  const { t } = labels;
  const [progress, setProgress] = useState<Progress | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const exportAll = async () => {
    if (!server) {
      downloadCsv(csvFileName(props.spec.list), csvOf(state, matchingRows(props.rows, indexes)));
      return;
    }
    // The toolbar offers no export of a paged list that cannot fetch every page.
    if (!server.fetchAll) return;
    const controller = (running.current = new AbortController());
    setProgress({ done: 0, total });
    try {
      const rows = await server.fetchAll(request, {
        signal: controller.signal,
        onProgress: (done, all) => setProgress({ done, total: all }),
      });
      downloadCsv(csvFileName(props.spec.list), csvOf(state, rows));
    } catch (error) {
      if (!controller.signal.aborted) notify.error(translateError(error, t));
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  return (
    <>
      {progress && <ExportProgressBar progress={progress} onCancel={() => running.current?.abort()} />}
      <button
        type="button"
        onClick={() => void exportAll()}
        disabled={total === 0 || progress !== null}
        className="inline-flex items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm font-medium text-ink hover:bg-surface-2 disabled:opacity-50"
      >
        <Download className="size-4" aria-hidden="true" />
        {/* Icon-only on phones, so the filter, the tools and Add share one row; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">{t('table.export')}</span>
      </button>
    </>
  );
}
