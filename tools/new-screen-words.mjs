// The words `npm run new:screen` writes for a new list in the nine languages, its icon and its statuses. English comes
// from the list's name; the other eight are machine-made: a field or status label another list already has is reused
// from the translation files (its reviewed translation), the rest comes from the small glossary below, and a name the
// glossary does not know is called by a generic noun ("records"). Every such text is listed under `_review` in its
// file, for a translator to check (src/i18n/review.ts).

/** The languages after English, in the order of NOUNS' entries. */
export const OTHER_LOCALES = ['es', 'de', 'fr', 'it', 'ru', 'ja', 'zh', 'ar'];

/**
 * Per language: [plural (the menu), singular as it reads after "new" (lower case but in German), its form after
 * "edit": Russian's accusative, French's article, Arabic's definite form; gender: m, f or n].
 */
const NOUNS = {
  payouts: {
    es: ['Liquidaciones', 'liquidación', '', 'f'],
    de: ['Auszahlungen', 'Auszahlung', '', 'f'],
    fr: ['Versements', 'versement', 'le', 'm'],
    it: ['Liquidazioni', 'liquidazione', '', 'f'],
    ru: ['Выплаты', 'выплата', 'выплату', 'f'],
    ja: ['出金', '出金', '', ''],
    zh: ['打款', '打款', '', ''],
    ar: ['الدفعات', 'دفعة', 'الدفعة', 'f'],
  },
  payments: {
    es: ['Pagos', 'pago', '', 'm'],
    de: ['Zahlungen', 'Zahlung', '', 'f'],
    fr: ['Paiements', 'paiement', 'le', 'm'],
    it: ['Pagamenti', 'pagamento', '', 'm'],
    ru: ['Платежи', 'платёж', 'платёж', 'm'],
    ja: ['支払い', '支払い', '', ''],
    zh: ['付款', '付款', '', ''],
    ar: ['المدفوعات', 'دفعة', 'الدفعة', 'f'],
  },
  invoices: {
    es: ['Facturas', 'factura', '', 'f'],
    de: ['Rechnungen', 'Rechnung', '', 'f'],
    fr: ['Factures', 'facture', 'la', 'f'],
    it: ['Fatture', 'fattura', '', 'f'],
    ru: ['Счета', 'счёт', 'счёт', 'm'],
    ja: ['請求書', '請求書', '', ''],
    zh: ['发票', '发票', '', ''],
    ar: ['الفواتير', 'فاتورة', 'الفاتورة', 'f'],
  },
  suppliers: {
    es: ['Proveedores', 'proveedor', '', 'm'],
    de: ['Lieferanten', 'Lieferant', '', 'm'],
    fr: ['Fournisseurs', 'fournisseur', 'le', 'm'],
    it: ['Fornitori', 'fornitore', '', 'm'],
    ru: ['Поставщики', 'поставщик', 'поставщика', 'm'],
    ja: ['仕入先', '仕入先', '', ''],
    zh: ['供应商', '供应商', '', ''],
    ar: ['الموردون', 'مورد', 'المورد', 'm'],
  },
  shipments: {
    es: ['Envíos', 'envío', '', 'm'],
    de: ['Sendungen', 'Sendung', '', 'f'],
    fr: ['Expéditions', 'expédition', 'l’', 'f'],
    it: ['Spedizioni', 'spedizione', '', 'f'],
    ru: ['Отправления', 'отправление', 'отправление', 'n'],
    ja: ['出荷', '出荷', '', ''],
    zh: ['发货', '发货', '', ''],
    ar: ['الشحنات', 'شحنة', 'الشحنة', 'f'],
  },
  refunds: {
    es: ['Reembolsos', 'reembolso', '', 'm'],
    de: ['Erstattungen', 'Erstattung', '', 'f'],
    fr: ['Remboursements', 'remboursement', 'le', 'm'],
    it: ['Rimborsi', 'rimborso', '', 'm'],
    ru: ['Возвраты', 'возврат', 'возврат', 'm'],
    ja: ['返金', '返金', '', ''],
    zh: ['退款', '退款', '', ''],
    ar: ['المبالغ المستردة', 'استرداد', 'الاسترداد', 'm'],
  },
  tickets: {
    es: ['Incidencias', 'incidencia', '', 'f'],
    de: ['Tickets', 'Ticket', '', 'n'],
    fr: ['Tickets', 'ticket', 'le', 'm'],
    it: ['Ticket', 'ticket', '', 'm'],
    ru: ['Обращения', 'обращение', 'обращение', 'n'],
    ja: ['チケット', 'チケット', '', ''],
    zh: ['工单', '工单', '', ''],
    ar: ['التذاكر', 'تذكرة', 'التذكرة', 'f'],
  },
  projects: {
    es: ['Proyectos', 'proyecto', '', 'm'],
    de: ['Projekte', 'Projekt', '', 'n'],
    fr: ['Projets', 'projet', 'le', 'm'],
    it: ['Progetti', 'progetto', '', 'm'],
    ru: ['Проекты', 'проект', 'проект', 'm'],
    ja: ['プロジェクト', 'プロジェクト', '', ''],
    zh: ['项目', '项目', '', ''],
    ar: ['المشاريع', 'مشروع', 'المشروع', 'm'],
  },
  tasks: {
    es: ['Tareas', 'tarea', '', 'f'],
    de: ['Aufgaben', 'Aufgabe', '', 'f'],
    fr: ['Tâches', 'tâche', 'la', 'f'],
    it: ['Attività', 'attività', '', 'f'],
    ru: ['Задачи', 'задача', 'задачу', 'f'],
    ja: ['タスク', 'タスク', '', ''],
    zh: ['任务', '任务', '', ''],
    ar: ['المهام', 'مهمة', 'المهمة', 'f'],
  },
  /** A name the table does not know. */
  records: {
    es: ['Registros', 'registro', '', 'm'],
    de: ['Datensätze', 'Datensatz', '', 'm'],
    fr: ['Enregistrements', 'enregistrement', 'l’', 'm'],
    it: ['Voci', 'voce', '', 'f'],
    ru: ['Записи', 'запись', 'запись', 'f'],
    ja: ['レコード', 'レコード', '', ''],
    zh: ['记录', '记录', '', ''],
    ar: ['السجلات', 'سجل', 'السجل', 'm'],
  },
};

/** "New …" and "Edit … {{name}}" in each language, from a noun of NOUNS (the existing lists' titles read the same). */
const PHRASES = {
  es: ([, one, , g]) => [`${g === 'f' ? 'Nueva' : 'Nuevo'} ${one}`, `Editar ${one} {{name}}`],
  de: ([, one, , g]) => [`${{ m: 'Neuer', f: 'Neue', n: 'Neues' }[g]} ${one}`, `${one} {{name}} bearbeiten`],
  fr: ([, one, article, g]) => [
    `${g === 'f' ? 'Nouvelle' : article === 'l’' ? 'Nouvel' : 'Nouveau'} ${one}`,
    `Modifier ${article === 'l’' ? article : `${article} `}${one} {{name}}`,
  ],
  it: ([, one, , g]) => [`${g === 'f' ? 'Nuova' : 'Nuovo'} ${one}`, `Modifica ${one} {{name}}`],
  ru: ([, one, accusative, g]) => [`${{ m: 'Новый', f: 'Новая', n: 'Новое' }[g]} ${one}`, `Изменить ${accusative} {{name}}`],
  ja: ([, one]) => [`新規${one}`, `${one} {{name}} を編集`],
  zh: ([, one]) => [`新建${one}`, `编辑${one} {{name}}`],
  ar: ([, one, definite, g]) => [`${one} ${g === 'f' ? 'جديدة' : 'جديد'}`, `تعديل ${definite} {{name}}`],
};

/**
 * Labels no list has yet, by their English text: a child list's fields and name, and statuses of NOUNS' lists.
 * Each entry is [es, de, fr, it, ru, ja, zh, ar].
 */
const GLOSSARY = {
  Quantity: ['Cantidad', 'Menge', 'Quantité', 'Quantità', 'Количество', '数量', '数量', 'الكمية'],
  Lines: ['Líneas', 'Positionen', 'Lignes', 'Righe', 'Строки', '明細行', '明细行', 'البنود'],
  Items: ['Elementos', 'Einträge', 'Éléments', 'Elementi', 'Элементы', '項目', '条目', 'العناصر'],
  Paid: ['Pagado', 'Bezahlt', 'Payé', 'Pagato', 'Оплачено', '支払済み', '已支付', 'مدفوع'],
  Failed: ['Fallido', 'Fehlgeschlagen', 'Échoué', 'Non riuscito', 'Не удалось', '失敗', '失败', 'فشل'],
  Due: ['Pendiente de pago', 'Fällig', 'À payer', 'In scadenza', 'К оплате', '支払期日', '待付款', 'مستحق'],
  Overdue: ['Vencido', 'Überfällig', 'En retard', 'Scaduto', 'Просрочено', '期限超過', '已逾期', 'متأخر'],
  Active: ['Activo', 'Aktiv', 'Actif', 'Attivo', 'Активен', '有効', '活跃', 'نشط'],
  Open: ['Abierto', 'Offen', 'Ouvert', 'Aperto', 'Открыто', '未対応', '待处理', 'مفتوح'],
  Completed: ['Completado', 'Abgeschlossen', 'Terminé', 'Completato', 'Выполнено', '完了', '已完成', 'مكتمل'],
};

/** Statuses of the lists NOUNS knows (each has a badge colour in status-tone.ts); another list gets none. */
const STATUSES = {
  payouts: ['Scheduled', 'Paid', 'Failed'],
  payments: ['Paid', 'Pending', 'Failed'],
  invoices: ['Paid', 'Due', 'Overdue'],
  suppliers: ['Active', 'Pending', 'Inactive'],
  shipments: ['Pending', 'Shipping', 'Delivered'],
  refunds: ['Pending', 'Approved', 'Declined'],
  tickets: ['Open', 'Pending', 'Closed'],
  projects: ['Draft', 'Ongoing', 'Closed'],
  tasks: ['Open', 'Pending', 'Completed'],
};

/** Icons of src/screens/icons.ts by a word of the list's name (singular or plural); `record` when no word matches. */
const ICON_WORDS = [
  [/^(payout|payment|salar|wage|payroll)/, 'wallet'],
  [/^(invoice|bill|receipt)/, 'receipt'],
  [/^(supplier|vendor|seller|shop|store)/, 'seller'],
  [/^(shipment|deliver|parcel)/, 'truck'],
  [/^(refund|return)/, 'reset'],
  [/^(ticket|issue|request)/, 'ticket'],
  [/^(project|task|todo)/, 'check'],
  [/^(customer|client|contact|member)/, 'customers'],
  [/^(order|purchase|cart)/, 'order'],
  [/^(product|item|stock|inventor)/, 'product'],
  [/^(expense|cost)/, 'expense'],
  [/^(estimate|quote|contract|document)/, 'estimate'],
  [/^(event|meeting)/, 'event'],
  [/^(employee|staff|team)/, 'employee'],
];

/** The icon for a list named `name` (kebab case): the first word that matches ICON_WORDS, from the last word back. */
export function iconFor(name) {
  for (const word of name.split('-').reverse()) {
    const hit = ICON_WORDS.find(([pattern]) => pattern.test(word));
    if (hit) return hit[1];
  }
  return 'record';
}

/** The statuses of a list named `name`, by its last word; none for a name STATUSES does not know. */
export function statusesFor(name) {
  return STATUSES[name.split('-').at(-1)] ?? [];
}

/** The key NOUNS knows the list by: its last word, or `records`. */
function nounOf(name) {
  const last = name.split('-').at(-1);
  return Object.hasOwn(NOUNS, last) && last !== 'records' ? last : 'records';
}

/** The list's menu title and its dialog titles in `locale` (not English). */
export function titlesIn(locale, name) {
  const noun = NOUNS[nounOf(name)][locale];
  const [fresh, edit] = PHRASES[locale](noun);
  return { menu: noun[0], new: fresh, edit };
}

/** Every leaf of a translation tree under `prefix`, as [English text, path]. */
function leaves(tree, path = []) {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[v, [...path, k]]] : leaves(v, [...path, k])));
}

const at = (tree, path) => path.reduce((node, key) => (node && typeof node === 'object' ? node[key] : undefined), tree);

/**
 * Translates one label `english` into `locale`: the translation of a label with that English text under `namespace`
 * (fields or enums: the same word elsewhere may be a verb), else the glossary's. Undefined when neither has it.
 */
export function labelIn(messages, locale, namespace, english) {
  const hit = leaves(messages.en[namespace] ?? {}).find(
    ([text, path]) => text === english && typeof at(messages[locale][namespace], path) === 'string',
  );
  if (hit) return at(messages[locale][namespace], hit[1]);
  const row = GLOSSARY[english];
  return row ? row[OTHER_LOCALES.indexOf(locale)] : undefined;
}
