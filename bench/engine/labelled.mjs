// Detection quality on the labelled corpus and the small real application.
//
// Corpus: bench/engine/labelled/<language>/<category>/<vulnerable|safe>/<case>. Each file is one case
// and is analysed on its own (no other file in the scan), the way a handler registered by a loader
// the engine cannot follow looks to it. A vulnerable case is a true positive when the engine reports
// at least one finding of the case's category in it; a safe case is a false positive when it does.
// Score per language and category: TPR − FPR; per language: the average of that over its categories.
//
// Real application: bench/engine/realapp/ analysed as one scan; bench/engine/realapp/LABELS lists the
// known vulnerable lines and the safe look-alike lines by a snippet of the line's text (so edits that
// move lines keep the labels). A finding covers the lines from its lineNumber to its endLineNumber (a
// multi-line call such as `app.use(session({ … }))` is reported from its first line). A vulnerable line
// is found when a finding of its category covers it; a safe line is an alarm when any finding covers it.
//
// A second application, bench/engine/realapp2/ (a larger TypeScript shop written the way a team writes
// one, not by people who knew the rules), is scored the same way with the secrets scanner on, because
// its labels include config files, translation strings and one hard-coded key.
//
// A third, bench/engine/realapp3/ (an invoicing API: routes registered by a directory loader,
// controllers → services → knex/pg/mongoose repositories, helpers wrapping child_process, axios, fs and
// template engines, a small Angular front end), was written blind the same way and is scored the same way.
//
// A fourth, bench/engine/realapp4/ (an expense tracker in Python/Flask: application factory, blueprints,
// views → services → SQLAlchemy/sqlite3/psycopg2 repositories, Jinja2 templates, utils wrapping
// subprocess, requests, lxml and python-ldap, a click CLI), was written blind and is scored the same way.
// A PHP one, bench/engine/realapp5/ (a support desk: procedural pages over mysqli and PDO, runtime includes,
// DVWA-style $html built in an included file, a tiny MVC portal), was written blind too.
// A Java one, bench/engine/realapp6/ (a Spring Boot helpdesk: controllers → services → JdbcTemplate /
// EntityManager / Spring Data repositories, utils wrapping Runtime.exec, URL.openStream, JCE and XML
// parsers, LDAP, SpEL and ScriptEngine, two plain HttpServlets, Thymeleaf templates), was written blind too.
// A plain-JavaScript Express one, bench/engine/realapp7/ (a book-club site in CommonJS: routes loaded by a
// readdirSync loop, controllers as objects of (req, res, next) functions, mysql2/pg/Mongoose, EJS views,
// utils wrapping child_process, axios, fs, crypto, jsonwebtoken, node-serialize), was written blind too.
// A Go one, bench/engine/realapp8/ (an inventory and ticketing service: Go 1.22 ServeMux patterns plus a chi
// admin router, handlers → services → database/sql / sqlx / gorm stores, html/template and text/template,
// helpers wrapping os/exec, local file storage and an outbound http.Client), was written blind too.
// A Laravel-style PHP one, bench/engine/realapp9/ (a clinic booking app: routes with controller arrays and
// closures, controllers → services → Eloquent models / a repository, DTOs, Shell/curl helpers, XML import,
// legacy mysqli pages in public/legacy), was written blind too.
// A second Flask one in another style, bench/engine/realapp11/ (case management: flask.views.MethodView pages
// registered with add_url_rule/as_view, a Flask-RESTful API with reqparse, Flask-Login, services →
// repositories over SQLAlchemy text()/sqlite3/psycopg2, Jinja2 templates, render_template_string, pickle,
// yaml and marshal loaders, requests with and without an allow list), was written blind too.
// A TypeScript Express + Sequelize shop, bench/engine/realapp10/ (app.ts wiring middleware, routers mounted
// with app.use and route modules registered by a loader, handlers as exported factories, sequelize.query raw
// strings and replacements, marsdb $where, multer uploads with libxmljs2 / js-yaml, vm-evaluated B2B orders,
// jsonwebtoken, node-fetch, an Angular front end), was written blind too.
// A WordPress plugin, bench/engine/realapp12/ (an events/RSVP plugin without WordPress present: hooks registered
// with string, [$this, 'method'] and closure callbacks, admin-ajax and admin-post handlers, REST routes reading
// WP_REST_Request, $wpdb repositories, templates included by an extract()ing loader, admin views), was written blind too.
// A Slim 4 / PSR-7 PHP one, bench/engine/realapp14/ (a property-rental site: routes.php with [Controller::class,
// 'method'] arrays and closures, a PHP-DI factory array, handlers reading ServerRequestInterface getters, Doctrine
// DBAL / QueryBuilder and PDO repositories, Twig templates with |raw, a legacy PHP receipt template, Guzzle,
// shell helpers, cookie unserialize, DOMDocument imports), was written blind too.
// A third Flask one, bench/engine/realapp15/ (a clinic lab-results portal: blueprints over Flask-SQLAlchemy models with
// Model.query.filter / filter(text()) / order_by / session.execute(text()), Flask-WTF forms, marshmallow schemas, a
// decorator passing a loaded Patient as a keyword argument, Celery tasks queued with .delay, subprocess/requests/lxml
// helpers, pickle/yaml, Jinja2 templates incl. a non-autoescaped .jinja one), was written blind too.
// A Java one without Spring, bench/engine/realapp16/ (a university library catalogue: HttpServlets mapped in web.xml
// and with @WebServlet, a front controller dispatching ?action= to Action classes from a Map built in init(), filters,
// JDBC DAOs and a varargs JdbcHelper, JSP views with scriptlets, EL and JSTL, uploads, ProcessBuilder/Runtime.exec,
// DocumentBuilderFactory, ObjectInputStream, JNDI LDAP, URL fetches, a trust-all TrustManager), was written blind too.
// A plain-JavaScript ES-module Express one, bench/engine/realapp13/ (a job board: a route table of
// 'Controller.method' actions resolved by a loader that imports controller classes by name and binds their
// methods, a BaseController with this.param/this.render, services → knex/pg/better-sqlite3/Mongoose
// repositories, Pug and Nunjucks views, express-validator and Joi, multer, libxmljs2, node-serialize), was
// written blind too.
// A second Go one in another style, bench/engine/realapp17/ (a shipping-order platform: a gin API and portal plus an
// echo staff console in one module, handlers as methods on structs registered by looping over route-struct slices,
// GORM Where/Raw/Exec/Order/clause.Expr and pgx repositories, html/template vs text/template and template.HTML,
// c.File / c.SaveUploadedFile, os/exec, an allow-listed webhook sender, golang-jwt, go-ldap), was written blind too.
// A Symfony-style PHP one, bench/engine/realapp19/ (a regional newsroom: AbstractController classes with #[Route]
// attributes taking Request $request and typed route arguments, autowired services, ServiceEntityRepository
// query builders and DQL, a DBAL Connection, Twig templates with |raw and autoescape false, Process, HttpClient,
// BinaryFileResponse, Cookie::create, ldap_search, and legacy/ mysqli admin pages a controller requires), was
// written blind too.
// A fourth Flask one without an ORM, bench/engine/realapp20/ (small-business bookkeeping and payroll: one package
// with a module-level app, function views wired with app.add_url_rule in urls.py and blueprints with @bp.route
// converters, a db.py query_db(sql, args) helper over sqlite3 called with ? placeholders and with f-string /
// %-formatted / .format SQL, utils/ helpers given request values (subprocess, os.popen, files, requests, lxml,
// pickle/yaml cookies, eval formulas, ldap3, PyJWT), Jinja2 |safe / autoescape-false / Markup), was written blind too.
// A retirement-savings portal in plain CommonJS Express over MongoDB, bench/engine/realapp18/ (routes/index.js
// receiving (app, db) and registering methods of handler objects built by constructor functions, DAOs as
// constructor functions with prototype methods over the native mongodb driver ($where strings, body-built
// filters, aggregate), Mongoose models, eval / new Function / vm, swig and EJS views, marked, needle/request/axios,
// lodash merges, node-serialize, xml2js and libxmljs, express-session and cookie flags), was written blind too.
// A fifth Flask one, class-based throughout, bench/engine/realapp23/ (marina berth bookings: routes.py wiring
// Flask-RESTful Resources with api.add_resource, a flask-restx Namespace and MethodView pages via as_view, reqparse
// parsers and marshmallow load() results, SQLAlchemy text() built vs bound, Celery tasks given request values
// (subprocess, export paths, requests), Jinja2 |safe vs Markup.format, render_template_string, yaml/pickle,
// send_file, redirects, PyJWT), was written blind too.
// A CodeIgniter 4-style PHP one, bench/engine/realapp22/ (allotment plot bookings: Routes.php mapping URIs to
// 'Controller::method/$1' strings with (:num)/(:segment), controllers extending a BaseController reading
// $this->request->getGet/getPost/getVar/getJSON/getCookie/getFile, CodeIgniter\Model query builders (raw where()
// strings, orderBy/set with escape false, like, whereIn) and $db->query with bindings vs concatenation and
// $db->escape, plain-PHP views with esc() vs raw echo, uploads/downloads, include of a page name, exec/shell_exec,
// curl and CURLRequest, DOMDocument/simplexml, a cookie unserialize, and public/legacy/ PDO and mysqli pages),
// was written blind too.
// A NestJS-style TypeScript API with an Angular console in one repository, bench/engine/realapp21/ (fleet maintenance
// work orders: @Controller classes with @Param/@Query/@Body/@Req/@Res handler arguments, pipes and class-validator
// DTOs, constructor-injected services, custom parameter decorators, TypeORM QueryBuilder / dataSource.query /
// manager.query, child_process in an admin export service, downloads, @Redirect and res.redirect, HttpService and
// axios, jsonwebtoken and @nestjs/jwt; Angular components reading ActivatedRoute into DomSanitizer.bypassSecurityTrust*,
// [innerHTML] and nativeElement.innerHTML), was written blind too.
// A Next.js 14 one using both routers, bench/engine/realapp25/ (a recipe-sharing site: pages/api default-exported
// handler(req, res) modules, getServerSideProps props and redirects, app/ route handlers reading
// request.nextUrl.searchParams / request.json() / formData() and { params }, async server components given params and
// searchParams, a 'use server' actions module taking FormData, middleware.ts with NextResponse.redirect, client
// components with useSearchParams; Prisma $queryRawUnsafe / $executeRawUnsafe / Prisma.raw vs $queryRaw tagged
// templates and Prisma.sql, a mysql2 helper, knex whereRaw / raw / orderByRaw, MongoDB, ldapjs, child_process, fs,
// fetch and axios, zod, jsonwebtoken, dangerouslySetInnerHTML and href={...} from stored values), was written blind too.
// A third Go one, bench/engine/realapp24/ (dog-boarding bookings on gorilla/mux: one Handlers struct holding every
// dependency whose methods are wired with HandleFunc(...).Methods(...) on PathPrefix subrouters guarded by r.Use
// middleware, mux.Vars with and without {id:[0-9]+} patterns, sqlx Select/Get/NamedExec/sqlx.In and database/sql
// with fmt.Sprintf SQL, html/template with template.HTML vs text/template, os/exec, http.ServeFile / os.Open,
// http.Redirect, net/http clients, gorilla/sessions and http.SetCookie, golang-jwt, go-ldap, mongo-driver, otto,
// libxml2 vs encoding/xml, yaml/gob into typed values), was written blind too.
// A FastAPI one, bench/engine/realapp26/ (a tool-lending library: APIRouter modules included by main.py, Depends()
// db sessions / current member / a header dependency, path and query parameters typed int / UUID / Enum vs str,
// pydantic body models with Literal / Enum / constrained vs free-text fields, Form / UploadFile, BackgroundTasks,
// SQLAlchemy 2.0 select() vs text() built or bound, sqlite3 / psycopg cursors, ldap3, pymongo, subprocess,
// httpx / requests, FileResponse / open, lxml / ElementTree / defusedxml, yaml / pickle, Jinja2Templates with
// |safe and Markup, HTMLResponse f-strings, RedirectResponse, python-jose, passlib vs md5, set_cookie flags),
// was written blind too.
// A PHP 8 one on the team's own small MVC framework, bench/engine/realapp29/ (a music school's lessons, students,
// invoices and sheet-music library: public/index.php front controller, a Router mapping '/path/{id}' routes from a
// routes array to [Controller::class, 'method'] and calling $controller->$action(...$params), a Request class
// wrapping $_GET/$_POST/$_COOKIE/$_FILES/$_SERVER (input, query, int, string, cookie, file, all, only, body), a View
// rendering plain PHP templates by name with extract() and e() vs raw echo, a Database class over PDO with
// query($sql, $params) helpers called with bindings and with concatenation, a Model base with find/where/orderBy/
// update, sessions, move_uploaded_file, readfile/unlink/fopen, exec/shell_exec/system, curl, header('Location'),
// mail(), md5/sha1 vs password_hash, mt_rand vs random_bytes, setcookie, unserialize, DOMDocument/simplexml with
// LIBXML_NOENT), was written blind too.
// A Fastify + Koa TypeScript one, bench/engine/realapp28/ (a community radio station: a Fastify 4 API whose route
// modules are plugins registered with fastify.register(import('./routes/x.js'), { prefix }), handlers inline, via
// fastify.route and as exported controller functions, reading request.query/params/body/headers/cookies with and
// without JSON-schema / TypeBox schemas (integer, enum and literal unions vs free strings), reply.send with and
// without reply.type('text/html'), @fastify/view EJS and Handlebars raw vs escaped, reply.redirect, setCookie; plus
// a Koa widgets service with @koa/router reading ctx.query/ctx.params/ctx.request.body into ctx.body HTML,
// ctx.redirect and ctx.cookies.set; pg Pool.query text+values vs template strings, knex whereRaw/raw/orderByRaw,
// mongoose find/$where, child_process, fs, axios/undici, jsonwebtoken decode, md5, Math.random, vm/eval), was
// written blind too.
// A Django one, bench/engine/realapp27/ (a community theatre's box office: a project package with settings.py and
// urls.py using path()/re_path()/include() and a DRF router, three apps with models and custom QuerySets/Managers,
// function views reading request.GET/POST/FILES/COOKIES/META/body, TemplateView / ListView / DetailView / FormView
// with get_queryset/get_context_data and forms.Form cleaned_data, DRF ViewSets and APIViews with serializers,
// QuerySet.raw / extra / RawSQL and cursor.execute with % formatting vs parameters, Django templates with |safe and
// autoescape off, mark_safe / format_html misuse, a templatetags library, redirects with and without
// url_has_allowed_host_and_scheme, csrf_exempt webhooks, a session middleware, post_save signals queueing Celery
// tasks that run subprocess, requests, pickle / yaml / signing, lxml, ldap3, Template() built from input),
// was written blind too.
// A Spring MVC one with Thymeleaf, MyBatis, JPA and Jersey, bench/engine/realapp30/ (a county building-permits portal:
// @Controller pages with @RequestParam / @PathVariable / @ModelAttribute form objects typed String vs Integer / Long /
// enum, @ResponseBody HTML, Thymeleaf th:text / [[...]] vs th:utext / [(...)], MyBatis annotation mappers and XML
// mapper files (src/main/resources/mapper/*.xml, namespace = interface, id = method) with #{} vs ${}, <if> / <foreach>
// / <bind> and ORDER BY ${...}, JPA createQuery / createNativeQuery built vs bound, the Criteria API, Spring Data
// @Query, JAX-RS resources with @QueryParam / @PathParam / @FormParam and Response.seeOther, ProcessBuilder sh -c,
// Paths.get / new File downloads and uploads, "redirect:" / ModelAndView / RedirectView, RestTemplate, XML parsers
// with and without disallow-doctype, ObjectInputStream with and without a filter, MD5 / DES, Random, cookies,
// LdapTemplate and DirContext filters), was written blind too.
// An Express + Apollo Server 4 one, bench/engine/realapp31/ (a freight-tracking service: GraphQL resolvers taking
// (parent, args, context) with typeDefs declaring Int / enum / String arguments, Prisma $queryRawUnsafe /
// $executeRawUnsafe vs tagged $queryRaw, Prisma.sql / Prisma.join / Prisma.raw, knex whereRaw / raw / orderByRaw with
// and without bindings, TypeORM QueryBuilder where strings vs :parameters, React SSR (renderToString) components
// with dangerouslySetInnerHTML from request props, stored rows, constants, marked() and DOMPurify, Express routers
// with router-level middleware, BullMQ workers reading job.data enqueued from requests, multer uploads, fs / path
// with and without a base check, fetch / axios to saved vs allow-listed URLs, child_process, jsonwebtoken verify vs
// decode, md5 / sha1 for passwords vs ETags, Math.random vs crypto, res.cookie flags, redirects, lodash merge / set
// and a hand-written deep merge, node-config JSON files and process.env reads), was written blind too.
// A Yii2-style PHP 8 one, bench/engine/realapp32/ (a municipal library's catalogue, loans, events and branch tools:
// controllers extending a base yii\web\Controller with actionXxx($id, $q) parameters bound from the query string,
// Yii::$app->request->get()/post()/getBodyParam()/getRawBody(), ActiveRecord find()->where() hash / operator arrays vs
// string conditions, findBySql / createCommand with and without params or bindValue, Query andWhere / having,
// PHP views given variables by $this->render() printing Html::encode() vs raw, Html::a, renderContent, redirects
// with Url::isRelative or a host allow-list, Yii::getAlias('@uploads') downloads with and without basename(),
// exec / shell_exec / system / proc_open with escapeshellarg, unserialize of a cookie vs json_decode,
// SimpleXML / DOMDocument with LIBXML_NOENT, curl, md5 / sha1 vs password_hash, mt_rand / uniqid vs random_bytes,
// setcookie flags, config secrets vs getenv, and a legacy folder of procedural mysqli pages), was written blind too.
// A sixth Flask one, Flask 3 style, bench/engine/realapp33/ (a cycling club: an application factory registering
// blueprints, marshmallow Schema().load(request.get_json()) with Int / OneOf vs free Str / Email / Url fields, webargs
// @use_args / @use_kwargs, SQLAlchemy 2.0 select() vs text() f-strings, .filter(text()), order_by(text()) with and
// without an allow-list, Jinja2 templates and macros with |safe / autoescape false / Markup, render_template_string,
// send_file / send_from_directory / open / FileStorage.save, Celery shared_task arguments from views, requests / httpx,
// subprocess, yaml / pickle of a cookie, hashlib md5, random vs secrets, set_cookie, redirect(next) with a team-written
// host check, lxml with and without resolve_entities=False, config.py / .env credentials), was written blind too.
// A Go one on Fiber v2 with a chi admin router, bench/engine/realapp34/ (a makerspace's tool reservations and
// workshops: app.Group routes reading c.Params / c.ParamsInt / c.Query / c.QueryInt / c.FormValue and c.BodyParser /
// c.QueryParser into structs with string, int and bool fields, c.Type("html").SendString vs plain SendString,
// c.Redirect, c.SendFile / c.Download, fiber.Cookie; chi.URLParam handlers on net/http; pgx/v5 with $n arguments vs
// fmt.Sprintf and pgx.Identifier.Sanitize, GORM Where / Raw / Exec / Order / First with a string id, html/template
// with template.HTML vs text/template, os/exec, filepath.Join with Rel / HasPrefix checks, webhook URLs vs an
// allow-list, xml / yaml / gob, golang-jwt ParseUnverified, gorilla/sessions options, md5, math/rand, a .env file),
// was written blind too.
// A seventh Flask one, bench/engine/realapp37/ (a community food bank's donors, pickups, inventory and volunteer
// shifts: an application factory registering a flask-restx Api with six Namespaces of Resources reading reqparse
// arguments (type=int / choices vs type=str / FileStorage), ns.payload and request.*, helpers receiving request values
// as plain parameters, auth decorators; Peewee Model.select().where() vs Model.raw() with % formatting vs params,
// SQL('...') fragments and order_by(SQL(column)), db.execute_sql with and without params; pymongo $where and filter
// dicts from the request; Jinja2 Environment(autoescape=False) vs select_autoescape, Template(source).render,
// from_string, Markup(f"...") vs Markup().format; a Bottle kiosk sub-package (request.query / forms, template() with
// .tpl files and {{!x}}, static_file, redirect); subprocess / os.popen / os.system, yaml / pickle / jsonpickle, lxml
// fromstring / parse, requests / urllib to client URLs, send_file / send_from_directory, redirects, md5 / sha1,
// random vs secrets, set_cookie flags, jwt.decode without verification, ldap3 filters), was written blind too.
// A plain-JavaScript Express 4 one in the older CommonJS callback style, bench/engine/realapp35/ (a veterinary clinic's
// client portal: express-session, connect-flash and two passport-local strategies, routes loaded by fs.readdirSync and
// require(path.join(...))(app, db), validating route middleware, the `mysql` pool with callbacks / ? placeholders /
// escape() / mysql.format vs string-built SQL, async.waterfall / each flows, helpers given request values as plain
// parameters, a mongoose model, Pug and EJS views, multer, request / axios, exec / execFile, lodash merge / set,
// xml2js / libxmljs, crypto, Math.random, jsonwebtoken decode / verify, eval / Function / vm formulas), was written
// blind too.
// A Jakarta EE 10 one without Spring, bench/engine/realapp38/ (a water utility's billing and meter-reading portal:
// HttpServlets with @WebServlet and mapped in web.xml, filters, JSP scriptlets / EL / <c:out> / fn:escapeXml, JAX-RS
// resources with @QueryParam / @PathParam / @FormParam / @BeanParam calling @Inject'ed services and DAOs that take
// request values as String parameters, JPA createQuery / createNativeQuery vs setParameter, JDBC over a JNDI
// DataSource, DirContext.search, XPath, DOM / SAX / StAX parsers, ObjectInputStream / XMLDecoder, Runtime.exec /
// ProcessBuilder, Paths.get, sendRedirect / Response.seeOther, cookies, MessageDigest / Cipher, Random, session
// attributes, HttpURLConnection / HttpClient), was written blind too.
// A CakePHP 4-style PHP 8 one, bench/engine/realapp36/ (a regional football league's teams, fixtures, referees,
// match reports and club documents: routes.php scope / connect with pass parameters and fallbacks, controllers
// reading getQuery / getData / getCookie / getBody and action parameters, Table find() condition arrays vs string
// conditions, order($string), client-chosen condition keys, custom finders and a Behavior / Component taking
// request values as parameters, Connection execute() with and without bound params and query(), templates and
// elements with h() vs raw echo, Html->link escape => false, Text->autoParagraph, withStringBody, withFile,
// UploadedFileInterface::moveTo with getClientFilename, Http\Client, Xml::build loadEntities, simplexml LIBXML_NOENT,
// unserialize of a cookie, exec / shell_exec / eval in admin tools, Security::hash md5 / sha1, rand / mt_rand vs
// Security::randomString, Cookie::create / new Cookie flags, session writes, config secrets, legacy mysqli pages),
// was written blind too.
// A deliberately vulnerable Flask training app, bench/engine/realapp41/ (Quarry Practice Range: one large app.py of
// small views with first versions and /v2 look-alikes, helper modules taking request values as plain parameters:
// db.py sqlite3 helpers taking SQL text and params, orm.py SQLAlchemy text() with f-string / % / .format vs bound
// params, utils.py with subprocess shell=True strings vs argument lists, os.system / os.popen, requests / urllib to
// client URLs vs an allow-list, md5 / sha1 vs bcrypt / pbkdf2, random vs secrets, auth.py decorators and jwt.decode
// with and without verification, lxml resolve_entities / defusedxml / xml.etree, lxml xpath, ldap3 filters, pickle /
// yaml / marshal vs itsdangerous / json; Jinja2 |safe and autoescape false, Markup, render_template_string, a
// SandboxedEnvironment, eval / exec calculators, send_file / send_from_directory / open / save with and without
// secure_filename, redirects, set_cookie flags, hard-coded SECRET_KEY), was written blind too.
// A deliberately weak "security training range" in plain CommonJS Express 4, bench/engine/realapp40/ (a dojo-themed
// practice site: app.js mounting routers from routes/*.js whose handlers pass request values to core/*.js helpers as
// plain parameters; Sequelize models with sequelize.query built vs replacements / bind, sequelize.literal, Op.like and
// finders; the native mongodb driver with JSON.parse'd body filters, $where strings and typed filters; eval / vm /
// mathjs / new Function; Handlebars.compile / ejs.render / pug.render of caller text vs constants; node-serialize of a
// cookie; libxmljs noent vs xml2js; exec / execFile / spawn with shell; res.download / sendFile / fs with and without
// basename or a resolve check; needle / fetch / axios with and without a host allow-list; redirects; jsonwebtoken
// decode vs verify; md5 / des vs bcrypt / aes-gcm; Math.random vs randomBytes; cookie and session flags; config
// secrets; EJS, Handlebars and Pug views raw vs escaped), was written blind too.
// A deliberately layered "security training" PHP one, bench/engine/realapp39/ (Harbor Training Lab: procedural PHP 7/8
// with one folder per exercise module — sqli, blind sqli, reflected and stored XSS, command injection, file inclusion,
// upload, open redirect, weak session ids, cryptography, XXE, deserialization, SSRF — whose dispatcher page includes
// source/<level>.php for a security level read through an allow-list, or switches on it; the level source builds
// $html from request values and a page helper echoes it between header and footer templates; mysqli and PDO helpers,
// flawed medium-level defences (str_replace blacklists, mysqli_real_escape_string in a numeric context, client MIME
// checks, stripos of "http", htmlspecialchars into an unquoted attribute, escapeshellcmd) next to real ones), was
// written blind too.
// A Spring Boot "security training" one, bench/engine/realapp42/ (Ridgeline Academy: one package per lesson, each a
// @RestController or @Controller taking @RequestParam / @PathVariable / @RequestBody records / @CookieValue /
// @RequestHeader / HttpServletRequest and calling assignment, service, DAO and codec classes with plain String
// parameters; JdbcTemplate, DataSource Statement vs PreparedStatement, EntityManager and Spring Data @Query, Thymeleaf
// th:utext and inlined [(...)], HTML strings from handlers, RestTemplate / WebClient / URL.openStream, DOM / StAX /
// JAXB, ObjectInputStream / XStream / Jackson default typing, JJWT parse vs parseClaimsJws, MessageDigest / Cipher,
// Random, Cookie / ResponseCookie, redirect: / sendRedirect / RedirectView, ProcessBuilder / Runtime.exec, LdapTemplate /
// DirContext filters, Paths.get / new File / FileSystemResource), was written blind too.
// A Laravel 10 one, bench/engine/realapp44/ (Tidewater Rentals, a boat rental site: web/api routes with closures,
// controller arrays and Route::resource; controllers reading Request input/query/get/only/file/cookie/header and
// FormRequest validated(); Eloquent scopes over whereRaw, query-builder chains, selectRaw / orderByRaw / DB::select /
// DB::statement bound vs concatenated; repositories, services, an artisan command and a queued job taking request
// values as plain parameters; Blade views {{ }} vs {!! !!}, @php blocks, a component and a mail view; Storage /
// response()->file / download, Http:: and file_get_contents to user URLs, redirect()->away / to vs route(),
// Process::run / shell_exec / exec / system, unserialize of cookies, md5 / sha1 / des, mt_rand / uniqid vs
// Str::random, cookie() flags, DOMDocument LIBXML_NOENT, config/*.php and .env secrets), was written blind too.
//
// A TypeScript Node + Angular shop in one repository, bench/engine/realapp43/ (Orchard Market: server.ts wiring
// middleware and a loader that reads server/routes/ and calls each module's default export with the app;
// sequelize.query template literals vs replacements / bind, Sequelize.literal and finders; a MongoDB collection
// with $where and request objects as filters; ftp/ and uploads served and written with and without basename or
// an allow-list; libxmljs2 / js-yaml B2B uploads and a vm-evaluated order body; jsonwebtoken verify vs decode; an
// allow-listed redirect; profile images fetched from any URL vs fixed hosts; sanitize-html vs raw HTML; md5
// passwords and security answers; reset tokens; pug / handlebars pages; exec / execFile / eval admin tools; an
// Angular client with DomSanitizer bypassSecurityTrust* vs interpolation, [innerHTML], nativeElement.innerHTML vs
// textContent, localStorage tokens and router navigation vs window.location), was written blind too.
//
// Usage: npm run build && node bench/engine/labelled.mjs [--json] [--language javascript|python|java|go]
//        [--prefix s6-]   (only cases whose file name starts with it: one held-out set on its own)
//        [--compare earlier.json]   (an earlier --json run: prints what changed since)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeFiles } from '../../dist/engine/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const corpusRoot = path.join(here, 'labelled');
const apps = [
  { name: 'realapp', root: path.join(here, 'realapp'), secrets: false },
  { name: 'realapp2', root: path.join(here, 'realapp2'), secrets: true },
  { name: 'realapp3', root: path.join(here, 'realapp3'), secrets: true },
  { name: 'realapp4', root: path.join(here, 'realapp4'), secrets: true },
  { name: 'realapp5', root: path.join(here, 'realapp5'), secrets: true },
  { name: 'realapp6', root: path.join(here, 'realapp6'), secrets: true },
  { name: 'realapp7', root: path.join(here, 'realapp7'), secrets: true },
  { name: 'realapp8', root: path.join(here, 'realapp8'), secrets: true },
  { name: 'realapp9', root: path.join(here, 'realapp9'), secrets: true },
  { name: 'realapp11', root: path.join(here, 'realapp11'), secrets: true },
  { name: 'realapp10', root: path.join(here, 'realapp10'), secrets: true },
  { name: 'realapp12', root: path.join(here, 'realapp12'), secrets: true },
  { name: 'realapp14', root: path.join(here, 'realapp14'), secrets: true },
  { name: 'realapp15', root: path.join(here, 'realapp15'), secrets: true },
  { name: 'realapp16', root: path.join(here, 'realapp16'), secrets: true },
  { name: 'realapp13', root: path.join(here, 'realapp13'), secrets: true },
  { name: 'realapp17', root: path.join(here, 'realapp17'), secrets: true },
  { name: 'realapp19', root: path.join(here, 'realapp19'), secrets: true },
  { name: 'realapp20', root: path.join(here, 'realapp20'), secrets: true },
  { name: 'realapp18', root: path.join(here, 'realapp18'), secrets: true },
  { name: 'realapp23', root: path.join(here, 'realapp23'), secrets: true },
  { name: 'realapp22', root: path.join(here, 'realapp22'), secrets: true },
  { name: 'realapp21', root: path.join(here, 'realapp21'), secrets: true },
  { name: 'realapp25', root: path.join(here, 'realapp25'), secrets: true },
  { name: 'realapp24', root: path.join(here, 'realapp24'), secrets: true },
  { name: 'realapp26', root: path.join(here, 'realapp26'), secrets: true },
  { name: 'realapp29', root: path.join(here, 'realapp29'), secrets: true },
  { name: 'realapp28', root: path.join(here, 'realapp28'), secrets: true },
  { name: 'realapp27', root: path.join(here, 'realapp27'), secrets: true },
  { name: 'realapp30', root: path.join(here, 'realapp30'), secrets: true },
  { name: 'realapp31', root: path.join(here, 'realapp31'), secrets: true },
  { name: 'realapp32', root: path.join(here, 'realapp32'), secrets: true },
  { name: 'realapp33', root: path.join(here, 'realapp33'), secrets: true },
  { name: 'realapp34', root: path.join(here, 'realapp34'), secrets: true },
  { name: 'realapp37', root: path.join(here, 'realapp37'), secrets: true },
  { name: 'realapp35', root: path.join(here, 'realapp35'), secrets: true },
  { name: 'realapp38', root: path.join(here, 'realapp38'), secrets: true },
  { name: 'realapp36', root: path.join(here, 'realapp36'), secrets: true },
  { name: 'realapp41', root: path.join(here, 'realapp41'), secrets: true },
  { name: 'realapp40', root: path.join(here, 'realapp40'), secrets: true },
  { name: 'realapp39', root: path.join(here, 'realapp39'), secrets: true },
  { name: 'realapp42', root: path.join(here, 'realapp42'), secrets: true },
  { name: 'realapp43', root: path.join(here, 'realapp43'), secrets: true },
  { name: 'realapp44', root: path.join(here, 'realapp44'), secrets: true },
];
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const optionValue = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const onlyLanguage = optionValue('--language');
const onlyPrefix = optionValue('--prefix');
const compareWith = optionValue('--compare');

const listDir = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

function corpusCases() {
  const cases = [];
  for (const language of listDir(corpusRoot)) {
    if (onlyLanguage && language !== onlyLanguage) continue;
    for (const category of listDir(path.join(corpusRoot, language))) {
      for (const kind of ['vulnerable', 'safe']) {
        for (const name of listDir(path.join(corpusRoot, language, category, kind))) {
          if (onlyPrefix && !name.startsWith(onlyPrefix)) continue;
          const full = path.join(corpusRoot, language, category, kind, name);
          cases.push({ language, category, vulnerable: kind === 'vulnerable', path: `${language}/${category}/${kind}/${name}`, content: fs.readFileSync(full, 'utf8') });
        }
      }
    }
  }
  return cases;
}

const rate = (a, b) => (a + b ? a / (a + b) : 0);
const score = (r) => ({ ...r, tpr: rate(r.tp, r.fn), fpr: rate(r.fp, r.tn), score: rate(r.tp, r.fn) - rate(r.fp, r.tn) });

async function scoreCorpus() {
  const rows = new Map(); // language -> category -> counts
  const misclassified = [];
  const started = performance.now();
  for (const c of corpusCases()) {
    const result = await analyzeFiles([{ path: c.path, content: c.content }], { parallel: false, secrets: false });
    const hit = result.findings.some((f) => f.category === c.category);
    const byCategory = rows.get(c.language) ?? new Map();
    rows.set(c.language, byCategory);
    const row = byCategory.get(c.category) ?? { tp: 0, fp: 0, fn: 0, tn: 0 };
    byCategory.set(c.category, row);
    if (c.vulnerable && hit) row.tp++;
    else if (c.vulnerable) {
      row.fn++;
      misclassified.push(`FN ${c.path}`);
    } else if (hit) {
      row.fp++;
      misclassified.push(`FP ${c.path}`);
    } else row.tn++;
  }
  const languages = {};
  for (const [language, byCategory] of [...rows].sort()) {
    const categories = Object.fromEntries([...byCategory].sort().map(([category, r]) => [category, score(r)]));
    const values = Object.values(categories);
    const total = values.reduce((t, r) => ({ tp: t.tp + r.tp, fp: t.fp + r.fp, fn: t.fn + r.fn, tn: t.tn + r.tn }), { tp: 0, fp: 0, fn: 0, tn: 0 });
    languages[language] = { categories, total: score(total), averageScore: values.reduce((s, r) => s + r.score, 0) / values.length };
  }
  return { languages, misclassified, seconds: (performance.now() - started) / 1000 };
}

function readLabels(appRoot) {
  const labelsPath = path.join(appRoot, 'LABELS');
  const labels = [];
  for (const [index, raw] of fs.readFileSync(labelsPath, 'utf8').split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    // <vulnerable|safe> <category> <file> :: <snippet of the line's text>
    const m = /^(vulnerable|safe)\s+(\S+)\s+(\S+)\s+::\s+(.+)$/.exec(line);
    if (!m) throw new Error(`LABELS line ${index + 1}: expected "<vulnerable|safe> <category> <file> :: <snippet>"`);
    const [, kind, category, file, snippet] = m;
    const text = fs.readFileSync(path.join(appRoot, file), 'utf8').split('\n');
    const at = text.flatMap((l, i) => (l.includes(snippet) ? [i + 1] : []));
    if (at.length !== 1) throw new Error(`LABELS line ${index + 1}: "${snippet}" occurs ${at.length} times in ${file}, needs exactly one`);
    labels.push({ vulnerable: kind === 'vulnerable', category, file, line: at[0], snippet });
  }
  return labels;
}

function appFiles(dir, rel = '') {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...appFiles(path.join(dir, entry.name), relPath));
    else if (entry.name !== 'LABELS') files.push({ path: relPath, content: fs.readFileSync(path.join(dir, entry.name), 'utf8') });
  }
  return files;
}

async function scoreRealApp({ root: appRoot, secrets }) {
  if (!fs.existsSync(appRoot)) return undefined;
  const labels = readLabels(appRoot);
  const result = await analyzeFiles(appFiles(appRoot), { parallel: false, secrets });
  const covers = (f, file, line) => f.filePath === file && f.lineNumber <= line && line <= (f.endLineNumber ?? f.lineNumber);
  // The engine reports a sink inside a shared helper at the outermost call where the tainted data
  // entered, with the path through the helper in the trace (src/engine/README.md, call-sites.ts). A
  // reviewer labels where the defect is (the query built in a repository, the helper call in a
  // service), so the second count also lets a finding point at the lines its trace marks as the sink
  // or as a call the tainted value was passed through; it applies to safe lines the same way.
  const tracePasses = (f, file, line) => f.trace.some((t) => t.filePath === file && t.line === line && /^(sink|passed to)\b/.test(t.message));
  const count = (pointsAt) => {
    const on = (l) => result.findings.filter((f) => pointsAt(f, l.file, l.line));
    const missed = [];
    const alarms = [];
    let found = 0;
    for (const l of labels) {
      if (l.vulnerable) {
        if (on(l).some((f) => f.category === l.category)) found++;
        else missed.push(`${l.category} ${l.file}:${l.line}`);
      } else if (on(l).length) alarms.push(`${on(l).map((f) => f.category).join(',')} ${l.file}:${l.line}`);
    }
    return { found, alarms, missed };
  };
  const { found, alarms, missed } = count(covers);
  const viaTrace = count((f, file, line) => covers(f, file, line) || tracePasses(f, file, line));
  const unlabelled = result.findings.filter((f) => !labels.some((l) => covers(f, l.file, l.line))).map((f) => `${f.category} ${f.filePath}:${f.lineNumber}`);
  return { known: labels.filter((l) => l.vulnerable).length, found, safeLines: labels.filter((l) => !l.vulnerable).length, alarms, missed, unlabelled, viaTrace };
}

const pct = (x) => `${(x * 100).toFixed(0)}%`;
const corpus = await scoreCorpus();
const appScores = {};
if (!onlyLanguage && !onlyPrefix) for (const a of apps) appScores[a.name] = await scoreRealApp(a);
if (asJson) {
  console.log(JSON.stringify({ corpus, ...appScores }, null, 2));
} else {
  for (const [language, l] of Object.entries(corpus.languages)) {
    const t = l.total;
    console.log(`\n${language}: ${t.tp + t.fn} vulnerable, ${t.fp + t.tn} safe cases; average TPR − FPR over categories ${l.averageScore.toFixed(2)}\n`);
    console.log('| category | TP | FP | FN | TN | TPR | FPR | TPR − FPR |\n|---|---:|---:|---:|---:|---:|---:|---:|');
    const row = (name, r) => `| ${name} | ${r.tp} | ${r.fp} | ${r.fn} | ${r.tn} | ${pct(r.tpr)} | ${pct(r.fpr)} | ${r.score.toFixed(2)} |`;
    for (const [category, r] of Object.entries(l.categories)) console.log(row(category, r));
    console.log(row('**all cases**', t));
  }
  console.log(`\ncorpus analysed in ${corpus.seconds.toFixed(1)} s`);
  if (corpus.misclassified.length) console.log(`\nmisclassified (${corpus.misclassified.length}):\n  ${corpus.misclassified.join('\n  ')}`);
  for (const [name, app] of Object.entries(appScores)) {
    if (!app) continue;
    console.log(`\n${name}: ${app.found} of ${app.known} known vulnerable lines found; ${app.alarms.length} alarms on ${app.safeLines} safe look-alike lines; ${app.unlabelled.length} findings on unlabelled lines`);
    const t = app.viaTrace;
    console.log(`  counting lines a finding's trace marks as sink or call: ${t.found} of ${app.known} found; ${t.alarms.length} alarms`);
    if (t.missed.length) console.log(`  missed that way:\n    ${t.missed.join('\n    ')}`);
    if (t.alarms.length) console.log(`  alarms that way:\n    ${t.alarms.join('\n    ')}`);
    if (app.missed.length) console.log(`  missed:\n    ${app.missed.join('\n    ')}`);
    if (app.alarms.length) console.log(`  alarms:\n    ${app.alarms.join('\n    ')}`);
    if (app.unlabelled.length) console.log(`  unlabelled:\n    ${app.unlabelled.join('\n    ')}`);
  }
}

/** What changed since an earlier `--json` run: scores per language and category, cases that flipped, the real app. */
function compare(before) {
  const out = ['', `compared with ${compareWith}:`];
  for (const [language, now] of Object.entries(corpus.languages)) {
    const then = before.corpus.languages[language];
    if (!then) continue;
    out.push(`  ${language}: average ${then.averageScore.toFixed(2)} -> ${now.averageScore.toFixed(2)}`);
    for (const [category, r] of Object.entries(now.categories)) {
      const old = then.categories[category];
      if (old && old.score.toFixed(2) !== r.score.toFixed(2)) out.push(`    ${category}: ${old.score.toFixed(2)} -> ${r.score.toFixed(2)}`);
    }
  }
  const was = new Set(before.corpus.misclassified);
  const is = new Set(corpus.misclassified);
  const fixed = [...was].filter((m) => !is.has(m));
  const broken = [...is].filter((m) => !was.has(m));
  if (fixed.length) out.push(`  now right (${fixed.length}):\n    ${fixed.join('\n    ')}`);
  if (broken.length) out.push(`  now wrong (${broken.length}):\n    ${broken.join('\n    ')}`);
  for (const [name, app] of Object.entries(appScores)) {
    const was = before[name];
    if (app && was) out.push(`  ${name}: found ${was.found} -> ${app.found} of ${app.known}; alarms ${was.alarms.length} -> ${app.alarms.length}`);
    if (app && was?.viaTrace) out.push(`  ${name} (counting trace sinks and calls): found ${was.viaTrace.found} -> ${app.viaTrace.found}; alarms ${was.viaTrace.alarms.length} -> ${app.viaTrace.alarms.length}`);
  }
  return out.join('\n');
}
if (compareWith) console.log(compare(JSON.parse(fs.readFileSync(compareWith, 'utf8'))));
