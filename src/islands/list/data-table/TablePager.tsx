import { Pagination } from '../Pagination.tsx';
import { SERVER_PAGE_SIZES } from './server-paging.ts';
import { PAGE_SIZES } from './url-state.ts';
import { useDataTableState } from './use-data-table.ts';

/** Page size and page buttons; an empty list has nothing to page through (the skeleton keeps it for shape). */
export function TablePager() {
  const { props, server, request, labels, view, update, total, pages, page, start, end, rendered } = useDataTableState();
  if (props.error || (!props.loading && total === 0)) return null;
  return (
    <Pagination
      start={start}
      end={end}
      total={total}
      counting={server?.known === false}
      page={page}
      pages={pages}
      size={server ? request.pageSize : view.size}
      sizes={props.screen?.sizes ?? (server ? SERVER_PAGE_SIZES : PAGE_SIZES)}
      format={labels.f.number}
      onPage={(p) => {
        update({ page: Math.max(1, Math.min(pages, p)) });
        rendered.scrollRef.current?.scrollIntoView({ block: 'nearest' });
      }}
      onSize={(s) => update({ size: s })}
    />
  );
}
