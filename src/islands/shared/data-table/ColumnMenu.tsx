import { Button, Menu, MenuItem, MenuTrigger, Popover, type Selection } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.tsx';
import { Icon } from '../icons.tsx';

/** Show or hide columns; at least one stays visible. React Aria gives the menu its keyboard model. */
export function ColumnMenu({
  columns,
  visible,
  onChange,
}: {
  columns: readonly { key: string; label: string }[];
  visible: readonly string[];
  onChange(next: string[]): void;
}) {
  const { t } = useTranslation();
  const onSelectionChange = (selection: Selection) => {
    const next = selection === 'all' ? columns.map((c) => c.key) : [...selection].map(String);
    if (next.length > 0) onChange(columns.map((c) => c.key).filter((k) => next.includes(k)));
  };
  return (
    <MenuTrigger>
      <Button className="inline-flex items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm font-medium text-ink hover:bg-surface-2">
        <Icon name="columns" />
        {t('table.columns')}
      </Button>
      <Popover placement="bottom end" className="max-h-80 min-w-52 overflow-auto rounded-lg border border-line bg-surface p-1 text-ink shadow-lg">
        <Menu
          aria-label={t('table.columns')}
          selectionMode="multiple"
          selectedKeys={new Set(visible)}
          onSelectionChange={onSelectionChange}
          className="outline-none"
        >
          {columns.map((c) => (
            <MenuItem
              key={c.key}
              id={c.key}
              textValue={c.label}
              className="flex cursor-default items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[focused]:bg-surface-2"
            >
              {({ isSelected }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={`grid size-4 place-items-center rounded border ${isSelected ? 'border-primary bg-primary text-on-primary' : 'border-line'}`}
                  >
                    {isSelected && '✓'}
                  </span>
                  {c.label}
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
