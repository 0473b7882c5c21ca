import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Field, PasswordField, SubmitButton } from '../auth/fields.tsx';
import type { FormField, FormValues } from '../list/form-dialog/fields.ts';
import { SchemaFields } from '../list/form-dialog/SchemaFields.tsx';
import { LazyRichTextEditor } from '../shared/rich-text/LazyRichTextEditor.tsx';
import { galleryIsland } from './gallery-island.tsx';
import { SAMPLE_FACE } from './samples.ts';
import { State, Specimen } from './Specimen.tsx';

/** The fields of a list's form, one of each control the screens' forms derive from their schemas. */
const FIELDS: readonly FormField[] = [
  { key: 'name', control: 'text', required: true },
  { key: 'email', control: 'email', required: true },
  { key: 'status', control: 'select', required: true, options: ['Pending', 'Shipping', 'Delivered'], enumName: 'orderStatus' },
  { key: 'date', control: 'date', required: true },
  { key: 'time', control: 'time', required: false },
  { key: 'amount', control: 'number', required: false, step: 0.01 },
  { key: 'code', control: 'text', required: true, mask: { mask: '{#}aa-00000' }, format: { kind: 'code', name: 'order' } },
  { key: 'phone', control: 'text', required: false, mask: { mask: 'phone' }, format: { kind: 'phone' } },
  { key: 'notes', control: 'textarea', required: false },
  { key: 'active', control: 'checkbox', required: false },
  { key: 'img', control: 'image', required: false, images: 'avatars' },
];

/** Each field's label: the names the screens' forms give them. */
const LABELS: Record<string, string> = {
  name: 'fields.employee.name',
  email: 'fields.employee.email',
  status: 'fields.order.deliveryStatus',
  date: 'fields.order.orderDate',
  time: 'fields.attendance.checkIn',
  amount: 'fields.order.amount',
  code: 'fields.order.orderId',
  phone: 'fields.employee.phone',
  notes: 'fields.note.description',
  active: 'fields.note.isActive',
  img: 'fields.employee.img',
};

const FILLED: FormValues = {
  name: 'Emma Larsen',
  email: 'emma.larsen@stride.dev',
  status: 'Shipping',
  date: '2026-06-28',
  time: '09:00',
  amount: '645.76',
  code: '#ST-10452',
  phone: '+1 (555) 200-1000',
  notes: '',
  active: true,
  img: SAMPLE_FACE,
};

const CODE = {
  fields: `import { Field, PasswordField, SubmitButton } from '../auth/fields.tsx';

<Field label={t('auth.email')} type="email" value={email} onValueChange={setEmail} error={error} hint={hint} />
<PasswordField label={t('auth.password')} value={password} onValueChange={setPassword} />
<SubmitButton pending={pending} label={t('auth.login.submit')} pendingLabel={t('auth.login.submitting')} />`,
  schema: `import { SchemaFields } from '../list/form-dialog/SchemaFields.tsx';
import type { FormField } from '../list/form-dialog/fields.ts';

const fields: FormField[] = [
  { key: 'status', control: 'select', required: true, options: ['Pending', 'Shipping'], enumName: 'orderStatus' },
  { key: 'date', control: 'date', required: true },
  { key: 'code', control: 'text', required: true, mask: { mask: '{#}aa-00000' } },
  { key: 'phone', control: 'text', required: false, mask: { mask: 'phone' } },
  { key: 'img', control: 'image', required: false, images: 'avatars' },
];
<div className="grid gap-4 sm:grid-cols-2">
  <SchemaFields fields={fields} values={values} errors={errors} label={(key) => t(\`fields.order.\${key}\`)} onChange={set} />
</div>
{/* Disabled: a fieldset disables every control inside it. */}
<fieldset disabled>…</fieldset>`,
  richText: `import { LazyRichTextEditor } from '../shared/rich-text/LazyRichTextEditor.tsx';

{/* TipTap's code loads when the editor is first shown; a box of its height stands in until then. */}
<label id="field-description-label" htmlFor="field-description">{t('fields.note.description')}</label>
<LazyRichTextEditor
  id="field-description"
  labelledBy="field-description-label"
  value={html}
  invalid={!!error}
  describedBy={error ? 'field-description-error' : undefined}
  onChange={setHtml}
/>
<LazyRichTextEditor id="field-read" labelledBy="field-read-label" value={html} disabled onChange={() => undefined} />`,
};

/** A note's text as the notes board saves it: sanitised HTML with the formats the toolbar offers. */
const NOTE_HTML =
  '<p>Quarterly review with the <strong>design team</strong>:</p><ul><li>Ship the <em>new</em> invoices</li><li>Read <a href="https://stride.dev/">the plan</a></li></ul>';

function SignInFields() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <Specimen id="text-fields" title={t('gallery.blocks.textFields')} code={CODE.fields}>
      <div className="grid w-full gap-5 md:grid-cols-2">
        <State label={t('gallery.state.default')} wide>
          <Field
            id="gallery-email"
            label={t('auth.email')}
            type="email"
            value={email}
            onValueChange={setEmail}
            hint={t('auth.invalidEmail')}
          />
        </State>
        <State label={t('gallery.state.invalid')} wide>
          <Field
            id="gallery-email-invalid"
            label={t('auth.email')}
            type="email"
            value="name@"
            onValueChange={() => undefined}
            error={t('auth.invalidEmail')}
            readOnly
          />
        </State>
        <State label={t('gallery.state.default')} wide>
          <PasswordField
            id="gallery-password"
            label={t('account.newPassword')}
            value={password}
            onValueChange={setPassword}
            autoComplete="new-password"
          />
        </State>
        <State label={t('gallery.state.disabled')} wide>
          <Field
            id="gallery-email-disabled"
            label={t('auth.email')}
            type="email"
            value="mia.chen@example.com"
            onValueChange={() => undefined}
            disabled
          />
        </State>
        <State label={t('gallery.state.default')} wide>
          <SubmitButton pending={false} label={t('auth.login.submit')} pendingLabel={t('auth.login.submitting')} />
        </State>
        <State label={t('gallery.state.loading')} wide>
          <SubmitButton pending label={t('auth.login.submit')} pendingLabel={t('auth.login.submitting')} />
        </State>
      </div>
    </Specimen>
  );
}

/** The same fields under other keys (each control's id is `field-<key>`, so one page holds each key once). */
function suffixed(suffix: string): readonly FormField[] {
  return FIELDS.map((f) => ({ ...f, key: `${f.key}${suffix}` }));
}

function ListFormFields() {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(FILLED);
  const label = (key: string) => t(LABELS[key.replace(/(Invalid|Disabled)$/, '')] ?? key);
  const invalid = suffixed('Invalid');
  const errors: Partial<Record<string, string>> = {
    nameInvalid: t('form.errors.required'),
    emailInvalid: t('form.errors.email'),
    statusInvalid: t('form.errors.choose'),
    dateInvalid: t('form.errors.date'),
    codeInvalid: t('form.errors.formatLike', { example: '#ST-10452' }),
    amountInvalid: t('form.errors.cents'),
  };
  const blank: FormValues = { amountInvalid: '1.234', codeInvalid: '#ST-1', emailInvalid: 'emma@' };
  const disabled: FormValues = Object.fromEntries(Object.entries(FILLED).map(([k, v]) => [`${k}Disabled`, v]));
  return (
    <Specimen id="form-fields" title={t('gallery.blocks.formFields')} code={CODE.schema}>
      <State label={t('gallery.state.default')} wide>
        <div className="grid gap-4 sm:grid-cols-2">
          <SchemaFields fields={FIELDS} values={values} errors={{}} label={label} onChange={(k, v) => setValues({ ...values, [k]: v })} />
        </div>
      </State>
      <State label={t('gallery.state.invalid')} wide>
        <div className="grid gap-4 sm:grid-cols-2">
          <SchemaFields fields={invalid.slice(0, 7)} values={blank} errors={errors} label={label} onChange={() => undefined} />
        </div>
      </State>
      <State label={t('gallery.state.disabled')} wide>
        <fieldset disabled className="grid gap-4 sm:grid-cols-2">
          <SchemaFields fields={suffixed('Disabled').slice(0, 8)} values={disabled} errors={{}} label={label} onChange={() => undefined} />
        </fieldset>
      </State>
    </Specimen>
  );
}

/** One rich-text field as a list's form lays it out: its label, the editor, and its message when it has one. */
function RichTextField(props: { id: string; value: string; error?: string; disabled?: boolean; onChange?(html: string): void }) {
  const { t } = useTranslation();
  const { id, value, error, disabled = false, onChange = () => undefined } = props;
  return (
    <div className="w-full">
      <label id={`${id}-label`} htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {t('fields.note.description')}
      </label>
      <LazyRichTextEditor
        id={id}
        value={value}
        labelledBy={`${id}-label`}
        invalid={!!error}
        describedBy={error ? `${id}-error` : undefined}
        disabled={disabled}
        onChange={onChange}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The notes' rich-text editor in its states; TipTap loads when the block is drawn, as it does when a note's form opens. */
function RichTextFields() {
  const { t } = useTranslation();
  const [empty, setEmpty] = useState('');
  const [filled, setFilled] = useState(NOTE_HTML);
  return (
    <Specimen id="rich-text" title={t('gallery.blocks.richText')} code={CODE.richText}>
      <div className="grid w-full gap-5 md:grid-cols-2">
        <State label={t('gallery.state.empty')} wide>
          <RichTextField id="gallery-rich-empty" value={empty} onChange={setEmpty} />
        </State>
        <State label={t('gallery.state.filled')} wide>
          <RichTextField id="gallery-rich-filled" value={filled} onChange={setFilled} />
        </State>
        <State label={t('gallery.state.invalid')} wide>
          <RichTextField id="gallery-rich-invalid" value="" error={t('form.errors.required')} />
        </State>
        <State label={t('gallery.state.disabled')} wide>
          <RichTextField id="gallery-rich-disabled" value={NOTE_HTML} disabled />
        </State>
      </div>
    </Specimen>
  );
}

function FormsBody() {
  return (
    <>
      <SignInFields />
      <ListFormFields />
      <RichTextFields />
    </>
  );
}

/**
 * /ui/forms/: the sign-in pages' fields, the list forms' fields (text, select, date, masks, image upload) and the
 * rich-text editor of the notes.
 */
export default galleryIsland(FormsBody);
