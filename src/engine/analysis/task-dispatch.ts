/**
 * Celery tasks: a function decorated with `@app.task`, `@celery.task(...)` or `@shared_task` is
 * queued with `task.delay(a, b, k=v)` or `task.apply_async((a, b), {"k": v})` and a worker later
 * runs `task(a, b, k=v)` with those very values. The analysis has no queue in between, so the
 * dispatch is evaluated as that call: what a view hands a task reaches the task's sinks.
 * Arguments given as a literal tuple/list and a literal dict are spread; any other `args=` value
 * (a variable) leaves the task run with unknown arguments, which reports nothing new.
 *
 * FastAPI / Starlette background tasks work the same way without a queue: on a `BackgroundTasks`
 * object, `add_task(func, *args, **kwargs)` runs `func(*args, **kwargs)` after the response, so it
 * is evaluated as that call.
 */
import type { Expr, FunctionIR } from '../ir/types.js';
import type { Env } from './env.js';
import type { AnalysisState, Frame } from './state.js';

type Call = Extract<Expr, { kind: 'call' }>;

/** A Celery task decorator as written: `app.task`, `celery.task`, `shared_task`, `celery.shared_task`. */
const TASK_DECORATOR = /(^|\.)(task|shared_task)$/;

/** The call of the task function a `.delay(...)` / `.apply_async(...)` stands for, or undefined. */
export function taskDispatch(st: AnalysisState, e: Call, env: Env, frame: Frame): Call | undefined {
  const background = backgroundTask(st, e, env, frame);
  if (background) return background;
  if (e.callee.kind !== 'member' || (e.callee.property !== 'delay' && e.callee.property !== 'apply_async')) return undefined;
  const target = st.evalExpr(e.callee.object, env, frame);
  if (!target.fn || !isTask(target.fn.fn)) return undefined;
  const callee = e.callee.object;
  if (e.callee.property === 'delay') return { ...e, callee };
  const args = e.kwargs?.args ?? e.args[0];
  const kwargs = e.kwargs?.kwargs ?? e.args[1];
  return { ...e, callee, args: args ? elements(args) : [], kwargs: kwargs ? entries(kwargs) : undefined };
}

const BACKGROUND_TASKS = new Set(['fastapi.BackgroundTasks', 'fastapi.background.BackgroundTasks', 'starlette.background.BackgroundTasks']);

/** `tasks.add_task(func, a, k=v)` on a `BackgroundTasks` object: the call `func(a, k=v)` it schedules. */
function backgroundTask(st: AnalysisState, e: Call, env: Env, frame: Frame): Call | undefined {
  if (e.callee.kind !== 'member' || e.callee.property !== 'add_task' || e.args.length === 0) return undefined;
  const receiver = st.evalExpr(e.callee.object, env, frame);
  if (!receiver.types?.some((t) => BACKGROUND_TASKS.has(t))) return undefined;
  const [func, ...args] = e.args;
  return { ...e, callee: func, args };
}

function isTask(fn: FunctionIR): boolean {
  return fn.annotations.some((a) => TASK_DECORATOR.test(a.name) || TASK_DECORATOR.test(a.qualified ?? ''));
}

/** The items of a literal tuple or list; nothing for any other expression. */
function elements(e: Expr): Expr[] {
  if (e.kind !== 'array' || e.elements.some((x) => x.kind === 'unknown' && x.note === 'spread')) return [];
  return e.elements;
}

/** The constant-keyed entries of a literal dict; none for any other expression. */
function entries(e: Expr): Record<string, Expr> | undefined {
  if (e.kind !== 'object') return undefined;
  const out: Record<string, Expr> = {};
  for (const entry of e.entries) if (typeof entry.key === 'string') out[entry.key] = entry.value;
  return out;
}
