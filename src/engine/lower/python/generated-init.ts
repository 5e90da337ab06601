/**
 * Classes whose constructor a library writes from the annotated fields: `@dataclass`
 * (`dataclasses`), `@attrs.define` / `@attr.define` / `@attrs.frozen`, and subclasses of
 * `pydantic.BaseModel` or `typing.NamedTuple`. The body declares `author: str` and
 * `Comment(author=x)` stores x on the instance, so the analysis needs that `__init__` written out:
 * one parameter per field in declaration order (its default the field's value), each assigned
 * to `self.<field>`. A class that writes its own `__init__` keeps it.
 */
import type { PyNode as Node } from './tree.js';
import type { ClassIR, FunctionIR, Param, Stmt } from '../../ir/types.js';
import type { LowerContext } from './context.js';

const FIELD_DECORATORS = new Set(['dataclasses.dataclass', 'attr.define', 'attr.frozen', 'attr.mutable', 'attrs.define', 'attrs.frozen', 'attrs.mutable']);
const FIELD_BASES = new Set(['pydantic.BaseModel', 'pydantic.main.BaseModel', 'typing.NamedTuple']);

export function addGeneratedInit(cls: ClassIR, node: Node, ctx: LowerContext): void {
  const generated = cls.annotations.some((a) => FIELD_DECORATORS.has(a.qualified ?? '')) || FIELD_BASES.has(cls.superclass ?? '');
  if (!generated || cls.methods.some((m) => m.name === '__init__')) return;
  // Fields are the annotated class attributes; `ClassVar` ones belong to the class only.
  const fields = cls.fields.filter((f) => f.type !== undefined && !/(^|\.)ClassVar\b/.test(f.type));
  if (fields.length === 0) return;
  const loc = cls.loc;
  const params: Param[] = fields.map((f) => ({ name: f.name, type: f.type, annotations: [], ...(f.value ? { default: f.value } : {}), loc: f.loc }));
  const body: Stmt[] = fields.map((f) => ({
    kind: 'assign',
    target: { kind: 'member', object: { kind: 'this', loc: f.loc }, property: f.name, loc: f.loc },
    value: { kind: 'name', name: f.name, loc: f.loc },
    loc: f.loc,
  }));
  const init: FunctionIR = { name: '__init__', id: ctx.functionId('__init__', node), params, body, annotations: [], className: cls.name, loc };
  cls.methods.push(init);
  ctx.functions.push(init);
}
