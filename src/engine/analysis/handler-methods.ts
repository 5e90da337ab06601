/**
 * Which methods of a framework's handler class a row names: a list (`get`, `post`), or a naming
 * convention the framework dispatches by (Yii's inline actions: `actionView` for the route
 * `book/view`). A prefix must be followed by a capital letter or a digit, as the framework builds
 * the name from the route (`'action' . Inflector::id2camel($id)`), so `actions()` (the map of
 * standalone actions) or `actionable()` are not handlers. `'*'` in the list names every method not
 * starting with `_` (CakePHP routes `/{controller}/{action}/*` to any public action; `_name` is private by convention).
 */
export interface HandlerMethods {
  methods?: readonly string[];
  methodPrefix?: string;
}

export function namesHandlerMethod(spec: HandlerMethods, name: string): boolean {
  if (spec.methods?.includes(name)) return true;
  if (spec.methods?.includes('*') && !name.startsWith('_')) return true;
  const prefix = spec.methodPrefix;
  return !!prefix && name.length > prefix.length && name.startsWith(prefix) && /[A-Z0-9]/.test(name[prefix.length]);
}
