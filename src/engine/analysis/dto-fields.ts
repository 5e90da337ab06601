/**
 * Fields a framework validated before the handler ran. A Nest handler takes its body or query as an
 * instance of a DTO class whose fields carry class-validator decorators (`@IsInt()`, `@IsIn([...])`,
 * `@IsEnum(Status)`); the validation pipe rejects a request whose fields fail them, so `dto.status`
 * is one of the listed values even though the DTO as a whole is request data. `fieldAnnotation`
 * sanitizer rows name the decorators that leave no payload; a read of such a field, on a value typed
 * as that class of the tree, is clean for the row's kinds. A field without one (`@IsString()`) keeps
 * the request's taint. Decided from the decorators the class declares (resolved through its imports),
 * its own or a superclass's of the tree, never from names.
 */
import type { Annotation } from '../ir/types.js';
import { anyNameMatches } from '../rules/names.js';
import type { SanitizerRow } from '../rules/schema.js';
import type { AnalysisState, Frame } from './state.js';
import { hasTaint, type AbsValue } from './values.js';

/** How many superclasses are followed to find the field's declaration (DTOs extend one or two bases). */
const MAX_SUPERCLASSES = 4;

const annotationNames = (list: readonly Annotation[]): string[] => list.flatMap((a) => (a.qualified ? [a.name, a.qualified] : [a.name]));

/** The sanitizer kinds a validating decorator on the declaration of `obj.key` gives, or undefined. */
export function validatedFieldKinds(st: AnalysisState, obj: AbsValue, key: string, frame: Frame): string[] | undefined {
  const rows = frame.models.sanitizerFields;
  if (!rows.length || !obj.types?.length || !hasTaint(obj)) return undefined;
  for (const type of obj.types) {
    const names = declaredFieldAnnotations(st, type, key, frame);
    if (!names?.length) continue;
    const kinds = rows.filter((row: SanitizerRow) => anyNameMatches(row.fieldAnnotation!, names)).flatMap((row) => row.kinds);
    if (kinds.length) return kinds;
  }
  return undefined;
}

/** Names of the decorators on the declaration of field `key` in class `type` or its superclasses of the tree. */
function declaredFieldAnnotations(st: AnalysisState, type: string, key: string, frame: Frame): string[] | undefined {
  let entry = st.program.classByName(type, frame.module);
  for (let depth = 0; entry && depth <= MAX_SUPERCLASSES; depth++) {
    const field = entry.cls.fields.find((f) => f.name === key && !f.isStatic);
    if (field) return annotationNames(field.annotations);
    const superclass = entry.cls.superclass;
    entry = superclass ? st.program.classByName(superclass, entry.module) : undefined;
  }
  return undefined;
}
