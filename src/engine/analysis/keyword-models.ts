/**
 * Python model classes whose constructor the library writes: a SQLAlchemy declarative model
 * (Flask-SQLAlchemy's `db.Model` with `db = SQLAlchemy()`, a `DeclarativeBase` subclass) or a
 * Django model sets each keyword argument as the attribute of that name (`Report(template=x)` then
 * `report.template` is x). The class declares columns (`template = db.Column(db.Text)`), not an
 * `__init__`, so without this the keywords would be lost. Decided from what the base class
 * resolves to, through the tree's own intermediate base classes; never from the class's name.
 */
import type { ClassIR, ModuleIR } from '../ir/types.js';
import { resolveQname } from './resolve.js';
import type { AnalysisState } from './state.js';
import { join, memberTaints, type AbsValue } from './values.js';

const MODEL_BASES = new Set(['sqlalchemy.orm.DeclarativeBase', 'sqlalchemy.orm.DeclarativeBaseNoMeta', 'django.db.models.Model', 'django.db.models.base.Model']);
/** Objects whose `Model` attribute is the declarative base of the models defined on it. */
const MODEL_OWNERS = ['flask_sqlalchemy.SQLAlchemy', 'flask_sqlalchemy.extension.SQLAlchemy'];
const MAX_DEPTH = 4;

export function keywordConstructed(st: AnalysisState, cls: ClassIR, module: ModuleIR, depth = 0): boolean {
  const base = cls.superclass;
  if (!base || depth > MAX_DEPTH) return false;
  if (MODEL_BASES.has(base)) return true;
  if (base.endsWith('.Model')) {
    const owner = resolveQname(st, base.slice(0, -'.Model'.length), st.program.familyOf(module));
    if (owner?.types?.some((t) => MODEL_OWNERS.includes(t))) return true;
  }
  const parent = st.program.classByName(base, module);
  return !!parent && keywordConstructed(st, parent.cls, parent.module, depth + 1);
}

/** Sets the keywords of `Model(k=v)` on the new instance. */
export function setKeywordFields(instance: AbsValue, kwargs: Record<string, AbsValue>): void {
  for (const [name, value] of Object.entries(kwargs)) if (name !== '**') instance.fields?.set(name, value);
}

/**
 * A parameter the call does not name, passed in a `**mapping` argument (`Job(**request.get_json())`):
 * the mapping's entry of that name, or, for a mapping whose keys are not all known, what any entry
 * may hold (its taint, read as that member). Undefined when no mapping can hold it.
 */
export function splatArgument(kwargs: Record<string, AbsValue>, name: string): AbsValue | undefined {
  for (const [key, v] of Object.entries(kwargs)) {
    if (!key.startsWith('**')) continue;
    const field = v.fields?.get(name);
    if (field !== undefined) return field;
    if (v.fields && !v.open && !v.anyField) continue;
    const taints = memberTaints(v.taints ?? [], name);
    if (v.anyField) return join(v.anyField, taints.length ? { taints } : undefined);
    if (taints.length) return { taints };
  }
  return undefined;
}
