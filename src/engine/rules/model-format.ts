/**
 * The model file format (`rules/<family>/models/*.yaml`, and a rule's `models:`): framework and
 * library knowledge, rows of data shared by every rule of a language family.
 *
 * Each row is a TypeBox schema: ajv validates model files with it (loader.ts), `Static<typeof X>`
 * is the type the analysis reads (exported under the same name), and `description` says what a
 * field means. rules/FORMAT.md is the prose with examples.
 */
import { type Static, Type } from '@sinclair/typebox';
import { atLeastOne, Checks, Doc, exactlyOne, KindName, NamePattern, NonEmptyStrings, Opt, Position, Positions, Strict, StringEnum, Strings } from './check-format.js';

const When = (description: string) => Opt(Checks, description);

export const FunctionGuard = Strict(
  {
    annotation: Opt(NamePattern, 'The function or its class carries one of these annotations (an authorisation check such as Spring `@PreAuthorize`).'),
    paramTypes: Opt(Strings, 'One of its parameters has one of these types (the signed-in user handed to the handler).'),
    paramAnnotation: Opt(NamePattern, 'One of its parameters carries one of these annotations.'),
  },
  { minProperties: 1, description: 'A function counts as guarded when one of these holds (guarded-functions.ts).' },
);
export type FunctionGuard = Static<typeof FunctionGuard>;

export const SourceRow = Strict(
  {
    kind: KindName,
    path: Opt(NamePattern, 'A read of this member path is tainted (`flask.request.args`, `express.Request.query`).'),
    call: Opt(NamePattern, 'The return value of this call is tainted (`javax.servlet.http.HttpServletRequest.getParameter`).'),
    args: Opt(Positions, 'With `call`: these arguments are tainted instead of the return value, the call writing into them (Go `c.ShouldBindJSON(&form)`, `json.NewDecoder(r.Body).Decode(&v)`).'),
    param: Opt(
      Strict(
        {
          annotation: Opt(NamePattern, 'The parameter carries one of these annotations (`org.springframework.web.bind.annotation.RequestParam`).'),
          functionAnnotation: Opt(NamePattern, 'The function carries one of these annotations/decorators: every parameter (except `exceptTypes`).'),
          classExtends: Opt(NamePattern, 'Or: the function is one of `methods` of a class extending one of these types (class-based views: their URL arguments).'),
          methods: Opt(Strings, "With `classExtends`: the methods whose parameters are sources (`get`, `post`, `dispatch_request`); `'*'`: every method not starting with `_` (CakePHP actions)."),
          methodPrefix: Opt(Type.String(), 'With `classExtends`: also the methods named this prefix followed by a capital letter or digit (Yii inline actions: `action` for `actionView`, not `actions`).'),
          exceptTypes: Opt(Strings, 'Parameters whose declared type is one of these are not sources (framework objects).'),
          pythonHints: Opt(Type.Boolean(), "Python: read each parameter's type hint as FastAPI does (python-type-hints.ts): a hint that validates the value (one of `exceptTypes` also inside `X | None`, `Optional`, `list[...]` or `Annotated[...]`, a `Literal`, an Enum class of the tree, a str constrained to a safe-alphabet pattern, also through a module-level alias) is no source, and an `Annotated[..., Depends(f)]` or `= Depends(f)` parameter holds what the dependency `f` of the tree returns, its own parameters read the same way."),
          exceptAnnotationArgs: Opt(NamePattern, "With `annotation`: a parameter whose matching annotation is also given one of these (a class, or `new` of it) is no source: a pipe that converts the value to a number, UUID, boolean or enum member before the handler runs (Nest `@Param('id', ParseIntPipe)`)."),
          types: Opt(Strings, 'Only parameters whose declared type is one of these (e.g. `java.lang.String`).'),
          moduleDirective: Opt(Type.String(), "Or: every parameter of the functions a module opening with this directive prologue exports (Next.js server actions: a `'use server'` module's exports are called by the browser with whatever arguments it sends)."),
          routeParameter: Opt(NamePattern, "Parameters a routing call of these names binds a `{placeholder}` of its path to (Laravel `Route::get('/slots/{doctor}', [SlotController::class, 'forDoctor'])`): untyped or `string`, by name or else in order; a placeholder the route constrains to digits, letters or a list (`->whereNumber('doctor')`, `->where('id', '[0-9]+')`, `Route::pattern`) is not."),
          exceptWhen: Opt(FunctionGuard, 'No parameter of the function is a source when the function is guarded (guarded-functions.ts).'),
        },
        { minProperties: 1 },
      ),
      'Parameters of functions are tainted.',
    ),
    label: Opt(Type.String(), 'Shown in traces: "source: <label>".'),
    roundTrip: Opt(Type.Literal(true), "With `path`: a read of the path gives back only what the same module wrote there earlier with data of this kind (a session key one handler sets from the request, another reads: `req.session.returnTo`; round-trips.ts)."),
    numeric: Opt(Type.Boolean(), 'The taint is a property of a number (predictable randomness), so arithmetic and number conversions keep it instead of cleaning it.'),
    sanitized: Opt(Type.Array(KindName), 'The taint starts already cleaned for these sanitizer kinds: values a framework always hands over as strings (route parameters, header values) carry no query operators (`nosql`).'),
    when: When('With `call`: only calls passing this check are sources (a read by its SQL text, a query object).'),
    exceptConstrainedRoute: Opt(NamePattern, "With `call`: a read of the route parameter argument 0 names (`$request->route('id')`) is no source in a handler every routing call of these names binding it constrains that placeholder to digits or letters (`->whereNumber('id')`; route-parameters.ts)."),
    callbackParams: Opt(Positions, "With `call`: functions passed to the call receive the data at these parameter positions (event handlers: `req.on('data', (chunk) => …)`), instead of the call's result being tainted."),
  },
  { ...exactlyOne('path', 'call', 'param'), description: 'Where tainted data of a kind comes from: a member read, a call, or function parameters.' },
);
export type SourceRow = Static<typeof SourceRow>;

export const ReturnSinkSpec = Strict(
  {
    functionAnnotation: Opt(NamePattern, 'Functions carrying one of these annotations or decorators (a route mapping or view decorator, by name as written or resolved).'),
    classExtends: Opt(Type.String(), 'Or: one of `methods` of a subclass of this type.'),
    methods: Opt(Strings, 'With `classExtends`: the methods whose return values are the sink.'),
    methodPrefix: Opt(Type.String(), 'With `classExtends`: the methods named this prefix followed by a capital letter or digit (Yii inline actions `actionView`).'),
    export: Opt(NamePattern, 'Or: the module export with this name (`getServerSideProps`) of files matching `pathGlob`.'),
    pathGlob: Opt(Type.String(), 'With `export`: the files whose export it is.'),
    bodyAnnotation: Opt(NamePattern, 'Only when the function or its class carries one of these (`ResponseBody`, `RestController`).'),
    returnTypes: Opt(Strings, 'Only functions declared to return one of these types.'),
    when: When('A check whose `kwarg`s are the named arguments of the matched function annotation (`produces = "text/html"`).'),
    viewResponse: Opt(Type.Boolean(), 'Only a string or the body of a `(body, status)` tuple is the sink (a view\'s response); otherwise the whole value is.'),
    value: Opt(Checks, 'A check on the returned value itself, as argument 0 (`{ arg: 0, prefix: \'^redirect:\' }`).'),
  },
  { ...atLeastOne('functionAnnotation', 'classExtends', 'export'), description: "Which functions' return values are a sink." },
);
export type ReturnSinkSpec = Static<typeof ReturnSinkSpec>;

export const SinkRow = Strict(
  {
    kind: KindName,
    call: Opt(NamePattern, 'The call whose arguments are the sink.'),
    return: Opt(ReturnSinkSpec, 'The value returned by a handler is the sink (Spring `@ResponseBody` methods, Flask views).'),
    keys: Opt(Type.Boolean(), 'With `assign`: a written key is the sink too (`session[name] = v`), not only the value.'),
    args: Opt(Positions, 'Argument positions that matter (default: every argument).'),
    kwargs: Opt(Strings, 'Python keyword arguments that matter.'),
    fields: Opt(Strings, 'When an argument (with `return`: the returned value) is an object literal, only these fields matter (`url`, `host`; `where.id` descends).'),
    receiver: Opt(Type.Boolean(), 'The receiver of the call is the sink (`builder.execute()` on a tainted builder).'),
    deep: Opt(Type.Boolean(), 'Every nested field of an object argument counts (NoSQL query objects, merge sources).'),
    shallow: Opt(Type.Boolean(), "Only the argument's own taint counts, not its elements: text given as a string is the sink, an array is a structure the callee builds safely (CakePHP `redirect(['action' => 'view', $slug])` makes a URL of this application), also when the value may be either (`$back ?: ['action' => 'index']`)."),
    conditions: Opt(Type.Boolean(), "SQL condition arrays (CakePHP `where()`, `find('all', ['conditions' => …])`): text counts whole; in an array, elements under integer keys are SQL (`[\"title LIKE '%$q%'\"]`), those under `AND`/`OR`/`NOT` are condition arrays again, and values under column keys (`['title LIKE' => $q]`) are bound. With `fields`, those fields of the argument are the conditions."),
    callbackReturn: Opt(Type.Boolean(), 'With `call` and `args`: a function passed there (or a string naming one) is run and what it returns is the sink (a WordPress shortcode handler\'s HTML).'),
    viewResponse: Opt(Type.Boolean(), 'With `callbackReturn`: only a returned string is the sink (a route closure\'s response); arrays and objects are not.'),
    unescapedTemplateVars: Opt(Type.Boolean(), "With `kwargs: ['*']`: only the keywords a constant Jinja template (argument 0 or `source`) prints unescaped (`{{ name|safe }}`; every keyword inside `{% autoescape false %}`)."),
    templateFile: Opt(
      Strict({
        arg: Opt(Type.Integer({ minimum: 0 }), 'The argument holding the view name; only a constant name is followed.'),
        returned: Opt(Type.Boolean(), 'The view names are the constant strings the calling function returns (a Spring controller: `model.addAttribute(…); return "profile";`), `redirect:`/`forward:` excepted.'),
        setFolders: Opt(Type.Boolean(), "Folders the code sets as constants (Express `app.set('views', path.join(__dirname, 'templates'))`, Flask/Blueprint `template_folder=`) are tried before `folders`, and endings the code registers an engine for (`app.engine('html', require('ejs').renderFile)`) are that engine's too."),
        rendered: Opt(Type.Boolean(), "With `assign` (`express.Response.locals.*`): the written key is data of every view the program renders by a constant name (`res.render('home')`), so the write is the sink where one of them prints the key raw."),
        pathArg: Opt(Type.Boolean(), "The argument at `arg` is a file path, possibly built at run time (`path.join(__dirname, '../views/receipt.pug')`): its constant trailing pieces name the view."),
        calleeMadeBy: Opt(Type.Boolean(), "The called function is a variable holding what another call returned (`const page = pug.compileFile(path.join(viewsDir, 'receipt.pug'))`, later `page(locals)`): the view is named by that call's argument `arg`, as with `pathArg`."),
        receiverView: Opt(Type.Boolean(), "The view name is argument `arg` of the call the receiver is (`view('profile')->with('bio', $bio)`), through chained calls of the same method."),
        viewCalls: Opt(Strings, 'With `returned`: calls in the function whose constant argument 0 names the view too (`new ModelAndView("profile")`, `ModelAndView.setViewName`).'),
        key: Opt(Type.Integer({ minimum: 0 }), 'The call sets one data key, the constant at this argument; its value is the argument at `args` (`model.addAttribute("bio", bio)`).'),
        everyPage: Opt(Type.Boolean(), 'Every template file of `engines` in the program is a view of the call: the data is visible to each page (a servlet session attribute to every JSP page, whichever request renders it).'),
        scope: Opt(StringEnum(['request', 'session'] as const), "The attribute scope the call writes (JSP): a page's read scoped to another one (`${requestScope.x}` against `${sessionScope.x}`) is not this data; a plain `${x}` reads every scope. Default: request."),
        classAttribute: Opt(Type.String(), "With `return`: the view name is this constant attribute of the method's class or a base class of the tree (Django's `template_name`), and the returned mapping is the view's data (`get_context_data`)."),
        folders: Doc(Type.Array(Type.String(), { minItems: 1 }), "The framework's template folders, tried in order (`templates`, `views`, `resources/views`)."),
        engines: Doc(Type.Array(StringEnum(['jinja', 'nunjucks', 'twig', 'swig', 'ejs', 'handlebars', 'pug', 'thymeleaf', 'blade', 'jsp', 'simpletemplate'] as const), { minItems: 1 }), 'Template languages the framework loads, in order: each gives the file endings tried.'),
      }),
      "The view template file the framework loads for the name (a suffix of a file's path: folder + name, an engine's ending added when the name has none): only the data it prints unescaped is the sink (keywords with `kwargs: ['*']`, fields of the `args` objects); nothing when no file is found.",
    ),
    phpView: Opt(
      Strict({
        arg: Opt(Type.Integer({ minimum: 0 }), 'The argument holding the view name; only a constant name is followed.'),
        action: Opt(Type.Boolean(), "Instead of `arg`: the view is the calling action's own, named as CakePHP does (`templates/<Controller>/<action>.php`: `set()` in `App\\Controller\\Admin\\ToolsController::logs` renders `Admin/Tools/logs.php`)."),
        key: Opt(Type.Integer({ minimum: 0 }), "The call sets one variable, named by the constant at this argument, to the `args` argument (CakePHP `$this->set('q', $q)`)."),
        thisType: Opt(Type.String(), "`$this` inside the view is an object of this type (CakePHP's `Cake.View.View`, whose helpers the view calls)."),
        folders: Doc(Type.Array(Type.String(), { minItems: 1 }), "The framework's view folders (`app/Views`), tried from the calling file's folder and each folder above it."),
        controllerFolder: Opt(Type.Boolean(), "A name without a leading `/` is under the rendering controller's own folder (Yii: `render('view')` in `app\\controllers\\admin\\LoanItemController` is `views/admin/loan-item/view.php`; `render('/site/about')` is `views/site/about.php`)."),
      }),
      "A plain-PHP view file the framework renders (`folder/name.php`, CodeIgniter 4's `view('plots/show', $data)`): the file's code runs in a scope of its own with the keys of the `args` array as variables (`extract`), so what it echoes unescaped is reported at the view's line; the call's result is the rendered text, clean.",
    ),
    assign: Opt(NamePattern, 'Writing to a member with this path is the sink (`Element.innerHTML`).'),
    when: When('The sink only applies when this holds (`shell=True`).'),
    label: Opt(Type.String(), 'Shown in traces: "sink: <label>".'),
  },
  { ...exactlyOne('call', 'assign', 'return'), description: 'Where tainted data of a kind must not arrive: call arguments, a member write, or a handler return.' },
);
export type SinkRow = Static<typeof SinkRow>;

export const SanitizerRow = Strict(
  {
    kinds: Doc(Type.Array(KindName, { minItems: 1 }), 'Sanitizer kinds this cleans for; `*` cleans for every rule.'),
    call: Opt(NamePattern, 'The return value of this call is clean.'),
    member: Opt(Type.String(), 'A read of this member of any value is clean (`length`: a number).'),
    path: Opt(NamePattern, "Or a read of this member path, named as `sources` paths are, is clean (multer's `express.Request.file.path`: where the storage engine put the upload, under a name it chose); the value keeps its name, so rows that test it by `qualified` still see it."),
    fieldAnnotation: Opt(NamePattern, "A read of a field that a class of the tree declares with one of these decorators, on a value of that class, is clean: a field the framework validated before the handler runs (class-validator `@IsInt()`, `@IsIn([...])` on a Nest DTO; dto-fields.ts)."),
    opaqueMember: Opt(Type.Literal(true), 'A member read of what a call the analysis cannot see into (no function of the tree, no model row) returned for input is clean (`user.id` of `await authenticate(email, pw)`: a value that code chose).'),
    when: When('With `call`: only calls passing this check clean (Go `filepath.Clean("/" + p)`: a rooted path).'),
    validates: Opt(Type.Boolean(), 'With `call`: a predicate; on the branch where it held (`if (isIP(x))`, `isIP(x) !== 0`), its argument 0 is clean for these kinds too.'),
    installs: Opt(Type.Boolean(), "With `call`: calling it anywhere in a file installs request sanitizing (`app.use(mongoSanitize())`, `mongoose.set('sanitizeFilter', true)`): request data read in that file starts clean for these kinds (installed-sanitizers.ts)."),
  },
  exactlyOne('call', 'member', 'path', 'fieldAnnotation', 'opaqueMember'),
);
export type SanitizerRow = Static<typeof SanitizerRow>;

export const FlowEnd = Type.Union([StringEnum(['args', 'receiver', 'return']), Position], {
  description: "One end of a propagator's flow: every argument, the receiver, the return value, or an argument position.",
});
export type FlowEnd = Static<typeof FlowEnd>;

export const PropagatorRow = Strict(
  {
    call: NamePattern,
    from: Doc(Type.Array(FlowEnd, { minItems: 1 }), 'Where the data comes from.'),
    to: Doc(Type.Array(FlowEnd, { minItems: 1 }), 'Where it goes.'),
    printf: Opt(Type.Boolean(), 'The call formats printf-style (`String.format("… %s …", a)`, `"…".formatted(a)`): its text receiver or first text argument is the format, the arguments after it fill the specifiers in order, so the result is text built as `+` builds it (its constant beginning and shape known, the formatting line a build site).'),
    decodes: Opt(Type.Boolean(), 'The call decodes its input (URL, HTML entities, Base64): the text it returns can hold characters the input did not, so escaping or checks applied before no longer hold.'),
    fields: Opt(Type.Boolean(), "With `to: [receiver]`: the data is written into the receiver's attributes (mass assignment: Yii's `$form->load($post)`), so each field and any field not declared may now hold it, and none keeps the constant it was declared with."),
  },
  { description: 'A call that passes data (and its taint) from some of its ends to others.' },
);
export type PropagatorRow = Static<typeof PropagatorRow>;

export const TypeRow = Strict(
  {
    call: Doc(NamePattern, 'The value returned by calling (or constructing) this is of type `returns`.'),
    returns: Opt(Type.String()),
    returnsInstanceOf: Opt(Position, "Or: it is an instance of the class passed as this argument (dependency-injection lookups such as Angular `inject(ActivatedRoute)` or a container's `get(Token)`)."),
    states: Opt(Type.Array(KindName, { minItems: 1 }), 'States the returned object starts with (`xml-defaults`: a parser factory as the library makes it).'),
    when: When('Only when this holds: a configuration that makes the object a different kind of thing (`XMLParser(resolve_entities=True)`).'),
  },
  exactlyOne('returns', 'returnsInstanceOf'),
);
export type TypeRow = Static<typeof TypeRow>;

export const MemberTypeRow = Strict(
  {
    path: Doc(NamePattern, 'A read of this member path (named as `sources` paths are: `CodeIgniter.Controller.response`, a property a framework base class sets on `$this`).'),
    type: Doc(Type.String(), 'The type of the value read (with `classes`: when none of them is a class of the tree).'),
    classes: Opt(Strings, "Qualified class names by convention, first of the tree wins: `{member}` is the member read, `{root}` the first namespace segment of the reading class (CakePHP `$this->Teams`: `{root}.Model.Table.{member}Table`)."),
    memberRegex: Opt(Type.String(), 'Only member names this matches (`^[A-Z]`).'),
  },
  { description: 'The type of an object a framework puts on a member its base class declares, so calls on it resolve to the type\'s rows.' },
);
export type MemberTypeRow = Static<typeof MemberTypeRow>;

export const SupertypeRow = Strict({ type: Type.String(), extends: NonEmptyStrings }, { description: 'A type and the types it extends or implements.' });
export type SupertypeRow = Static<typeof SupertypeRow>;

export const CallbackRow = Strict(
  {
    call: Opt(NamePattern, 'Functions passed as arguments of this call get parameter types.'),
    export: Opt(NamePattern, 'Or: the module export with this name (`default`, `GET`) of files matching `pathGlob`.'),
    pathGlob: Opt(Type.String()),
    classExtends: Opt(Type.String(), 'Or: methods of classes extending this type (`django.views.View`).'),
    methods: Opt(Strings),
    params: Doc(Type.Array(Type.Unsafe<string | null>({ type: ['string', 'null'] })), "Types of the callback's parameters by position; `null` leaves a position untyped."),
    fields: Opt(Strings, 'With `call`: also the callables under these keys of an options-array argument (WordPress `register_rest_route($ns, $route, [\'callback\' => [$this, \'get_items\']])`).'),
    elements: Opt(Position, "With `call`: the callback's first parameter is an element of the collection passed as this argument (`async.each(items, (item, done) => …)`, `_.forEach(items, fn)`)."),
    resolverMap: Opt(
      Type.Boolean(),
      'With `call` and `fields`: the value under those keys is a GraphQL resolver map (`{ Query: { shipment(parent, args, ctx, info) {…} } }`); every function two levels down (or its `resolve`/`subscribe`) runs with `params`.',
    ),
  },
  exactlyOne('call', 'export', 'classExtends'),
);
export type CallbackRow = Static<typeof CallbackRow>;

export const ContainerRow = Strict({
  call: NamePattern,
  op: Doc(
    StringEnum(['put', 'get', 'add', 'remove', 'clear', 'copy', 'entries']),
    "put(key, value) | get(key) → value | add(value) appends | remove(key) → value | clear empties the receiver | copy → a new container of the receiver's elements, a list's in order (`list.iterator()`, `map.values()`) | entries → a new container of the receiver's entries, objects with `key` and `value` fields (`map.entrySet()`).",
  ),
  field: Opt(Type.String(), 'For `get`: the constant key read, instead of an argument (`entry.getValue()` reads `value`).'),
  key: Opt(Position),
  value: Opt(Position, 'For `put`/`add`: the value stored. For `remove`: the argument is an element, the first one equal to it is removed (with `key` too, a number constant is an index instead: Java `list.remove(0)` / `list.remove("a")`).'),
  at: Opt(StringEnum(['first', 'last']), 'For `add`: the end the value goes to (`first`: `deque.push(v)` puts it before every element). For `get`/`remove` called without the key or value argument: the end read or taken (`deque.peek()`, `deque.pop()`; the default of `remove` is `last`, JavaScript `pop()`).'),
  when: When('Only calls passing this check are the operation (`sb.setLength(0)` empties a builder, `setLength(5)` does not).'),
  default: Opt(Position, 'For `get`: the argument returned when the key is absent.'),
  section: Opt(Position, "For `put`/`get`: the key lives in a nested container stored under this argument's value (configparser's section: `cfg.set(section, option, v)` is `cfg[section][option] = v`)."),
  rest: Opt(Type.Boolean(), 'For `add`: the value argument and every one after it are appended in order (`arr.push(a, b, c)`).'),
  insertAt: Opt(Position, 'For `add`: called with one argument more than `value` names, this argument is the index the value is inserted at and the next one is the value (`list.add(0, v)` shifts later elements up).'),
});
export type ContainerRow = Static<typeof ContainerRow>;

export const ConfigRow = Strict(
  {
    call: Opt(NamePattern, 'A call reading a configuration value by key (`java.util.Properties.getProperty`).'),
    key: Opt(Position),
    default: Opt(Position),
    path: Opt(NamePattern, 'Or a member read under this path whose property is the key (`process.env`).'),
  },
  exactlyOne(['call', 'key'], 'path'),
);
export type ConfigRow = Static<typeof ConfigRow>;

/**
 * `DocumentBuilderFactory.setFeature(FEATURE_SECURE_PROCESSING, true)` marks the factory; a
 * propagator from receiver to return hands the marks to the builder the factory makes.
 */
export const StateRow = Strict(
  { call: NamePattern, set: Opt(KindName, 'The state the receiver gets.'), clear: Opt(KindName, 'The state the receiver loses.'), when: When('Only when this holds.') },
  {
    ...exactlyOne('set', 'clear'),
    description: 'Per-object configuration: a call on an object that, when `when` holds, marks the receiver with a state (`set`) or removes one (`clear`); checks test it with `{ receiver: true, state: … }`.',
  },
);
export type StateRow = Static<typeof StateRow>;

export const PathBuilderRow = Strict(
  {
    call: NamePattern,
    normalizes: Opt(Type.Boolean(), 'False for a join that keeps `..` segments as written (Python `os.path.join`): a prefix check on its result confines nothing. Default true.'),
    composes: Opt(Type.Boolean(), 'False for a call that resolves one path rather than joining parts (PHP `realpath`): its line is not reported as where the path was built. Default true.'),
  },
  {
    description:
      'A call that builds a filesystem path from its arguments (`path.resolve(root, name)`): a path built on its own line is reported there as well as where it is used, and, when the call normalizes, a check that the path it returns stays under a folder (`.startsWith(root)`) confines those arguments too.',
  },
);
export type PathBuilderRow = Static<typeof PathBuilderRow>;

export const MixinRow = Strict(
  {
    type: Doc(Type.String(), 'Classes of the tree extending this type (`Cake.ORM.Table`) take the rows below.'),
    addedBy: Doc(Type.String(), "A method the class calls on `$this` with a constant name to add a mixin (`addBehavior('Searchable')`)."),
    classes: Doc(NonEmptyStrings, "The mixin's class: templates with `{name}` (the constant) and `{root}` (the first namespace segment of the class), first of the tree wins (`{root}.Model.Behavior.{name}Behavior`)."),
    finder: Opt(
      Strict({
        call: Doc(Type.String(), 'The method taking a finder name as its first argument (`find`).'),
        prefix: Doc(Type.String(), 'The finder method is this prefix and the name with a capital first letter (`find` + `LegacyTown`).'),
      }),
      "`find('legacyTown', $options)` runs the class's or a mixin's `findLegacyTown($query, $options)`: a value of the call's type, then the call's second argument.",
    ),
  },
  { description: "Methods a framework lends a class by registration or by name: a mixin's methods answer calls the class does not declare (CakePHP behaviors), and custom finders run by name (table-mixins.ts)." },
);
export type MixinRow = Static<typeof MixinRow>;

export const ModelFile = Strict(
  {
    sources: Opt(Type.Array(SourceRow)),
    sinks: Opt(Type.Array(SinkRow)),
    sanitizers: Opt(Type.Array(SanitizerRow)),
    propagators: Opt(Type.Array(PropagatorRow)),
    types: Opt(Type.Array(TypeRow)),
    memberTypes: Opt(Type.Array(MemberTypeRow)),
    supertypes: Opt(Type.Array(SupertypeRow)),
    callbacks: Opt(Type.Array(CallbackRow)),
    containers: Opt(Type.Array(ContainerRow)),
    config: Opt(Type.Array(ConfigRow)),
    states: Opt(Type.Array(StateRow)),
    pathBuilders: Opt(Type.Array(PathBuilderRow)),
    mixins: Opt(Type.Array(MixinRow)),
  },
  { $id: 'vigil:model', description: 'A model file; its sections in the order FORMAT.md documents them.' },
);
export type ModelFile = Static<typeof ModelFile>;

/** Every section a model file may have, in the order FORMAT.md documents them: the keys of the schema. */
export const MODEL_SECTIONS = Object.keys(ModelFile.properties) as readonly (keyof ModelFile)[];
