/**
 * Mass assignment: a framework call that copies an array of input into an object's attributes
 * (Yii's `$form->load(Yii::$app->request->post())`, `setAttributes($values)`). Which attributes it
 * sets depends on the data, so after it every declared field may hold the data (`public $remember =
 * false` is no longer known to be false) and a field read that is not declared (an ActiveRecord
 * column) reads it too. Private and protected properties are not attributes: they keep their values.
 */
import type { ModuleIR } from '../ir/types.js';
import type { AnalysisState } from './state.js';
import { join, tainted, type AbsValue, type Taint } from './values.js';

export function fillFields(st: AnalysisState, receiver: AbsValue, moved: readonly Taint[], module: ModuleIR): void {
  if (Object.isFrozen(receiver)) return;
  const hidden = (k: string): boolean => (receiver.types ?? []).some((t) => !!st.program.classByName(t, module)?.cls.fields.some((f) => f.name === k && f.hidden));
  // Not a constant, and tainted by what was copied in when it was input.
  const written: AbsValue = moved.length ? tainted([...moved]) : {};
  // A fresh map: the one the object was made with may be shared with its class's template.
  const fields = new Map<string, AbsValue>();
  // Only public attributes are assigned (Yii's Model::attributes() lists the public properties).
  for (const [k, v] of receiver.fields ?? []) fields.set(k, hidden(k) ? v : join(v, written));
  receiver.fields = fields;
  receiver.anyField = join(receiver.anyField, written);
  receiver.open = true;
}
