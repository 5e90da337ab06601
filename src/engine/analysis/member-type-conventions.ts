/**
 * `memberTypes` rows that name the member's type by a naming convention (CakePHP: `$this->Teams` in a
 * controller is the `TeamsTable` class of the application's `Model\Table` namespace, `$this->Standings`
 * its `StandingsComponent`, loaded on first read by the controller's `__get`). A row's `classes` are
 * templates of qualified class names: `{member}` is the member read and `{root}` the first namespace
 * segment of the class whose code reads it (`App` for `App\Controller\TeamsController`); the first
 * template naming a class of the tree gives the type, else the row's `type`. `memberRegex` limits the
 * row to member names it matches (`^[A-Z]`: tables and components are capitalised, properties are not).
 */
import type { MemberTypeRow } from '../rules/schema.js';
import type { AnalysisState, Frame } from './state.js';

export function memberTypeOf(st: AnalysisState, rows: readonly MemberTypeRow[], key: string, frame: Frame): string | undefined {
  for (const row of rows) {
    if (row.memberRegex && !new RegExp(row.memberRegex).test(key)) continue;
    if (row.classes?.length) {
      const cls = frame.fn.className ? frame.module.classes.find((c) => c.name === frame.fn.className || c.qualified === frame.fn.className) : undefined;
      const root = (cls?.qualified ?? frame.fn.className ?? '').split('.')[0];
      for (const template of row.classes) {
        const name = template.replaceAll('{member}', key).replaceAll('{root}', root);
        const entry = st.program.classByName(name, frame.module);
        if (entry) return entry.head.qualified;
      }
    }
    return row.type;
  }
  return undefined;
}
