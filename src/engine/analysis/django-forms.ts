/**
 * Django forms and Django REST framework serializers: a class declares its fields as class
 * attributes (`venue = forms.IntegerField()`, `band = serializers.ChoiceField(choices=[…])`) and is
 * bound to request data when it is made (`SearchForm(request.GET)`, `HoldSerializer(data=request.data)`).
 * After validation `form.cleaned_data` / `serializer.validated_data` hold each declared field's
 * cleaned value by the field's name: a number, boolean, date, UUID or IP address field converts the
 * text, a choice field admits only its choices, a slug field only `[-a-zA-Z0-9_]`, a relation field
 * gives a model instance: none of them is text the client chose. A char, e-mail (whose local part may
 * hold a quote), URL or regex field keeps the bound data's taint at its key.
 *
 * A `ModelForm` / `ModelSerializer` takes further fields from its model (`Meta.fields`), which this
 * module does not read: their keys keep the whole input's taint. A class whose fields come from
 * nowhere it can see is left alone (the default handling: the instance holds no data).
 */
import type { ClassIR, Expr, ModuleIR } from '../ir/types.js';
import { resolveTypeName, typesOf } from './resolve.js';
import type { AnalysisState, Frame } from './state.js';
import { deepTaints, tainted, taintsAtPath, UNKNOWN, type AbsValue } from './values.js';

const FORM_BASES = new Set(['django.forms.Form', 'django.forms.forms.Form', 'django.forms.BaseForm', 'django.forms.forms.BaseForm']);
const MODEL_FORM_BASES = new Set(['django.forms.ModelForm', 'django.forms.models.ModelForm']);
const SERIALIZER_BASES = new Set(['rest_framework.serializers.Serializer']);
const MODEL_SERIALIZER_BASES = new Set(['rest_framework.serializers.ModelSerializer', 'rest_framework.serializers.HyperlinkedModelSerializer']);

/** Modules whose `*Field` classes are form or serializer fields. */
const FIELD_MODULES = ['django.forms.', 'rest_framework.serializers.', 'rest_framework.fields.', 'rest_framework.relations.'];

/** Field classes whose cleaned value is no text the client chose (converted, one of a list, an instance, a slug). */
const CONVERTING_FIELDS = new Set([
  'IntegerField', 'FloatField', 'DecimalField', 'BooleanField', 'NullBooleanField', 'DateField', 'DateTimeField',
  'TimeField', 'DurationField', 'UUIDField', 'GenericIPAddressField', 'IPAddressField', 'SlugField',
  'ChoiceField', 'TypedChoiceField', 'MultipleChoiceField', 'TypedMultipleChoiceField',
  'ModelChoiceField', 'ModelMultipleChoiceField', 'PrimaryKeyRelatedField', 'SlugRelatedField', 'HiddenField', 'ReadOnlyField',
]);

/** The attribute holding the cleaned data, by kind of class. */
const CLEANED = { form: 'cleaned_data', serializer: 'validated_data' } as const;

function dotted(e: Expr): string | undefined {
  if (e.kind === 'name') return e.name;
  if (e.kind === 'member' && typeof e.property === 'string') {
    const head = dotted(e.object);
    return head === undefined ? undefined : `${head}.${e.property}`;
  }
  return undefined;
}

/** For a class attribute made by a form or serializer field call: whether the field's value is safe; undefined when it is no field. */
function fieldIsSafe(value: Expr | undefined, module: ModuleIR): boolean | undefined {
  if (value?.kind !== 'call') return undefined;
  const written = dotted(value.callee);
  if (!written) return undefined;
  const qualified = resolveTypeName(written, module);
  const home = FIELD_MODULES.find((m) => qualified.startsWith(m));
  if (!home) return undefined;
  const kind = qualified.slice(qualified.lastIndexOf('.') + 1);
  if (!/(Field|Serializer)$/.test(kind)) return undefined;
  return CONVERTING_FIELDS.has(kind);
}

/** The tree classes an instance is made of, most derived first (a base of the tree declares fields too). */
function treeClasses(st: AnalysisState, types: readonly string[], module: ModuleIR): { cls: ClassIR; module: ModuleIR }[] {
  const out: { cls: ClassIR; module: ModuleIR }[] = [];
  for (const t of types) {
    const entry = st.program.classByName(t, module);
    if (entry && !out.some((x) => x.cls === entry.cls)) out.push({ cls: entry.cls, module: entry.module });
  }
  return out;
}

/**
 * The instance `made` by calling a tree class, with `cleaned_data` / `validated_data` filled in
 * when the class is a Django form or DRF serializer bound to data; otherwise `made` itself.
 */
export function boundFormMade(st: AnalysisState, made: AbsValue, args: readonly AbsValue[], kwargs: Record<string, AbsValue>, frame: Frame): AbsValue {
  if (!made.types?.length) return made;
  const all = typesOf(st, made, frame.family);
  const kind = all.some((t) => FORM_BASES.has(t) || MODEL_FORM_BASES.has(t)) ? 'form' : all.some((t) => SERIALIZER_BASES.has(t) || MODEL_SERIALIZER_BASES.has(t)) ? 'serializer' : undefined;
  if (!kind) return made;
  // `Form(data, files, …)`; `Serializer(instance, data, …)`, almost always `data=`.
  const input = kwargs.data ?? (kind === 'form' ? args[0] : args[1]);
  if (!input || !deepTaints(input).length) return made;
  const fromModel = all.some((t) => MODEL_FORM_BASES.has(t) || MODEL_SERIALIZER_BASES.has(t));
  const cleaned = new Map<string, AbsValue>();
  for (const { cls, module } of treeClasses(st, all, frame.module)) {
    for (const f of cls.fields) {
      if (!f.isStatic || cleaned.has(f.name)) continue;
      const safe = fieldIsSafe(f.value, module);
      if (safe === undefined) continue;
      cleaned.set(f.name, safe ? UNKNOWN : (input.fields?.get(f.name) ?? tainted(taintsAtPath(input, [f.name]))));
    }
  }
  if (!cleaned.size && !fromModel) return made;
  const data: AbsValue = { types: ['dict'], fields: cleaned, ...(fromModel ? { anyField: tainted(deepTaints(input)), open: true } : {}) };
  return { ...made, fields: new Map([...(made.fields ?? []), [CLEANED[kind], data]]) };
}
