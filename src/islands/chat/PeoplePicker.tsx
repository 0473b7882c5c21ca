import { useTranslation } from '../../i18n/react.tsx';

interface Person {
  id: number;
  name: string;
}

interface PickerProps {
  people: readonly Person[];
  picked: ReadonlySet<number>;
  onChange(picked: ReadonlySet<number>): void;
}

/**
 * Check boxes of the people the caller shares a conversation with (the API has no directory of accounts a
 * non-administrator may read): the new conversation's members, and a group's when its owner changes them.
 */
export function PeoplePicker({ people, picked, onChange }: PickerProps) {
  const { t } = useTranslation();
  const toggle = (id: number) => {
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm">{t('chat.people')}</legend>
      {people.length === 0 && <p className="text-sm text-muted">{t('chat.noPeople')}</p>}
      <div className="grid max-h-60 gap-1 overflow-y-auto">
        {people.map((person) => (
          <label key={person.id} className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-surface-2">
            <input type="checkbox" checked={picked.has(person.id)} onChange={() => toggle(person.id)} className="size-4" />
            <bdi>{person.name}</bdi>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
