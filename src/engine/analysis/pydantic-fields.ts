/**
 * Fields of a pydantic model a request was parsed into. FastAPI builds a body parameter hinted with
 * a `BaseModel` subclass of the tree by validating every field against its hint, so `body.sort`
 * of a `Literal["name", "deposit"]` field, `body.category` of an Enum field or `body.days` of an
 * `int` field is one of those values even though the body as a whole is request data; a plain
 * `str`, `EmailStr` or `HttpUrl` field keeps the request's taint. The hint is read as FastAPI
 * reads a parameter's (python-type-hints.ts), with the scalar types the family's `pythonHints`
 * source rows list; decided from the class's declarations, never from names.
 */
import type { ModuleIR } from '../ir/types.js';
import type { AnalysisState, Frame } from './state.js';
import { readHint, treeClass } from './python-type-hints.js';
import { hasTaint, type AbsValue } from './values.js';

const MODEL_BASES = new Set(['pydantic.BaseModel', 'pydantic.main.BaseModel', 'sqlmodel.SQLModel']);
/** Superclasses followed to find a field's declaration (models extend a base model or two). */
const MAX_SUPERCLASSES = 4;

/** Whether `obj.key` reads a field that pydantic validated to a value without payload. */
export function validatedModelField(st: AnalysisState, obj: AbsValue, key: string, frame: Frame): boolean {
  if (!obj.types?.length || !hasTaint(obj)) return false;
  // Only the families whose models read hints this way (`pythonHints` source rows) have such fields.
  const rows = frame.models.paramSources.filter((r) => r.param?.pythonHints);
  if (!rows.length) return false;
  const scalars = rows.flatMap((r) => r.param?.exceptTypes ?? []);
  return obj.types.some((type) => {
    const declared = fieldHint(st, type, key, frame.module);
    return declared !== undefined && readHint(st, declared.hint, declared.module, scalars).validated;
  });
}

/** The hint of field `key` declared by model class `type` or one of its superclasses of the tree. */
function fieldHint(st: AnalysisState, type: string, key: string, from: ModuleIR): { hint: string; module: ModuleIR } | undefined {
  let entry = treeClass(st, type, from);
  if (!entry || !st.program.withSupertypes([entry.cls.qualified], st.program.familyOf(entry.module)).some((t) => MODEL_BASES.has(t))) return undefined;
  for (let depth = 0; entry && depth <= MAX_SUPERCLASSES; depth++) {
    // Annotated class attributes are the model's fields, with or without a default (lowered as static).
    const field = entry.cls.fields.find((f) => f.name === key && f.type);
    if (field?.type) return { hint: field.type, module: entry.module };
    const superclass: string | undefined = entry.cls.superclass;
    entry = superclass ? treeClass(st, superclass, entry.module) : undefined;
  }
  return undefined;
}
