// The invoice screens' buttons and fields, apart from the dialogs so the page can show its buttons before loading them.
export const FIELD = 'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink aria-[invalid=true]:border-danger';
export const PRIMARY = 'rounded-lg bg-primary px-4 py-2 text-sm font-medium text-on-primary hover:bg-primary-strong disabled:opacity-60';
export const SECONDARY = 'rounded-lg border border-line px-4 py-2 text-sm font-medium text-ink hover:bg-surface-2';
