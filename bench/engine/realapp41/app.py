"""Quarry Practice Range: a small shop, forum and toolbox used for secure-coding exercises."""
import ast
import base64
import os
import sqlite3
import urllib.parse

from flask import (Flask, Response, abort, flash, g, jsonify, make_response, redirect, render_template,
                   render_template_string, request, send_file, send_from_directory, session, url_for)
from jinja2.sandbox import SandboxedEnvironment
from markupsafe import Markup, escape
from werkzeug.utils import secure_filename

import auth
import config
import db
import orm
import utils
from lessons import directory, serializers, xmltools

app = Flask(__name__)
app.config.from_object(config)
app.secret_key = config.SECRET_KEY
app.teardown_appcontext(db.close_db)

SORT_COLUMNS = {"name": "name", "price": "price", "newest": "created_at DESC"}
DEPARTMENTS = ("sales", "support", "warehouse", "security")
LANDING_PAGES = {"shop": "/shop", "forum": "/forum", "tools": "/tools"}
TIPS = ["Use bound parameters.", "Escape on output.", "Prefer argument lists.", "Check redirect targets."]
sandbox = SandboxedEnvironment()


@app.route("/")
def index():
    return render_template("index.html", tip=utils.pick_daily_tip(TIPS), products=db.count_rows("products"),
                           users=db.count_rows("users"))


# ---- accounts ---------------------------------------------------------------------------------

@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "POST":
        username = request.form["username"]
        pw_hash = utils.hash_password_legacy(request.form["password"])
        user = db.query_one("SELECT * FROM users WHERE username = '" + username + "' AND password = '" + pw_hash + "'")
        if user is None:
            flash("Unknown user or wrong password")
            return render_template("login.html", next=request.form.get("next", ""))
        session["user_id"] = user["id"]
        return redirect(request.form.get("next") or url_for("index"))
    return render_template("login.html", next=request.args.get("next", ""))


@app.route("/login/v2", methods=["POST"])
def login_v2():
    user = db.find_user_by_name(request.form["username"])
    if user is None or not utils.check_password(request.form["password"], user["password_hash"]):
        flash("Unknown user or wrong password")
        return redirect(url_for("login"))
    session["user_id"] = user["id"]
    target = request.form.get("next", "")
    if urllib.parse.urlparse(target).netloc or not target.startswith("/") or target.startswith(("//", "/\\")):
        target = url_for("index")
    return redirect(target)


@app.route("/register", methods=["POST"])
def register():
    username = request.form["username"]
    password = request.form["password"]
    db.execute("INSERT INTO users (username, email, password_hash, role) VALUES (?, ?, ?, 'student')",
               (username, request.form["email"], utils.hash_password(password)))
    return redirect(url_for("login"))


@app.route("/logout")
def logout():
    session.clear()
    return redirect(request.args.get("to", "/"))


@app.route("/forgot", methods=["POST"])
def forgot():
    user = db.find_user_by_email(request.form["email"])
    if user:
        db.execute("UPDATE users SET reset_token = ? WHERE id = ?", (utils.reset_token(), user["id"]))
    return render_template("message.html", message="If that address exists, a reset link is on its way.")


@app.route("/forgot/v2", methods=["POST"])
def forgot_v2():
    user = db.query_one("SELECT id FROM users WHERE email = ?", (request.form["email"],))
    if user:
        db.execute("UPDATE users SET reset_token = ? WHERE id = ?", (utils.secure_reset_token(), user["id"]))
    return render_template("message.html", message="If that address exists, a reset link is on its way.")


@app.route("/go")
def go():
    page = request.args.get("page", "shop")
    return redirect(LANDING_PAGES.get(page, "/"))


@app.route("/out")
def outbound_link():
    url = request.args.get("url", "")
    if urllib.parse.urlparse(url).netloc not in config.ALLOWED_FEED_HOSTS:
        abort(400)
    return redirect(url)


@app.route("/continue")
def continue_to():
    return redirect(request.referrer or url_for("index"))


# ---- shop (sqlite3) ---------------------------------------------------------------------------

@app.route("/shop")
def shop():
    order = SORT_COLUMNS.get(request.args.get("sort", "name"), "name")
    rows = db.query(f"SELECT id, name, price FROM products ORDER BY {order}")
    return render_template("shop.html", products=rows)


@app.route("/shop/search")
def shop_search():
    term = request.args.get("q", "")
    rows = db.query("SELECT id, name, price FROM products WHERE name LIKE '%" + term + "%'")
    return render_template("shop.html", products=rows, term=term)


@app.route("/shop/search/v2")
def shop_search_v2():
    term = request.args.get("q", "")
    rows = db.query("SELECT id, name, price FROM products WHERE name LIKE ?", ("%" + term + "%",))
    return render_template("shop.html", products=rows, term=term)


@app.route("/shop/category")
def shop_category():
    category = request.args.get("c", "tools")
    rows = db.query("SELECT id, name, price FROM products WHERE category = '%s' ORDER BY price" % category)
    return render_template("shop.html", products=rows)


@app.route("/shop/product/<int:pid>")
def product(pid):
    item = db.query_one(f"SELECT * FROM products WHERE id = {pid}")
    reviews = db.query("SELECT author, body, stars FROM reviews WHERE product_id = ?", (pid,))
    return render_template("product.html", item=item, reviews=reviews)


@app.route("/shop/reviews")
def reviews_sorted():
    sort = request.args.get("sort", "stars")
    rows = db.query("SELECT author, body, stars FROM reviews ORDER BY {} DESC".format(sort))
    return render_template("reviews.html", reviews=rows)


@app.route("/shop/band")
def price_band():
    low = float(request.args.get("low", 0))
    high = float(request.args.get("high", 1000))
    return render_template("shop.html", products=db.products_in_price_band(low, high))


@app.route("/shop/tag/<tag>")
def tagged(tag):
    return render_template("shop.html", products=db.tag_products(tag))


@app.route("/shop/review/<int:pid>", methods=["POST"])
@auth.login_required
def add_review(pid):
    conn = sqlite3.connect(config.DATABASE)
    conn.execute("INSERT INTO reviews (product_id, author, body, stars) VALUES (?, ?, ?, ?)",
                 (pid, g.user["username"], request.form["body"], int(request.form["stars"])))
    conn.commit()
    conn.close()
    return redirect(url_for("product", pid=pid))


@app.route("/shop/review/delete", methods=["POST"])
@auth.admin_required
def delete_review():
    review_id = request.form["id"]
    conn = sqlite3.connect(config.DATABASE)
    conn.execute("DELETE FROM reviews WHERE id = " + str(int(review_id)))
    conn.commit()
    conn.close()
    return redirect(url_for("reviews_sorted"))


@app.route("/shop/review/flag", methods=["POST"])
def flag_review():
    conn = sqlite3.connect(config.DATABASE)
    cur = conn.cursor()
    cur.execute("UPDATE reviews SET flagged = 1, reason = '" + request.form["reason"] + "' WHERE id = ?", (request.form["id"],))
    conn.commit()
    conn.close()
    return ("", 204)


# ---- orders (SQLAlchemy) ----------------------------------------------------------------------

@app.route("/orders")
@auth.login_required
def orders():
    status = request.args.get("status", "open")
    return render_template("orders.html", orders=orm.orders_by_status(status))


@app.route("/orders/mine")
@auth.login_required
def my_orders():
    return render_template("orders.html", orders=orm.orders_for_customer(g.user["username"]))


@app.route("/orders/<int:order_id>/note", methods=["POST"])
@auth.login_required
def order_note(order_id):
    orm.annotate_order(order_id, request.form["note"])
    return redirect(url_for("order_detail", order_id=order_id))


@app.route("/orders/<int:order_id>")
@auth.login_required
def order_detail(order_id):
    return render_template("order.html", order=orm.order_by_id(order_id))


@app.route("/orders/sorted")
@auth.login_required
def orders_sorted():
    rows = orm.orders_sorted(request.args.get("col", "id"), request.args.get("dir", "ASC"))
    return render_template("orders.html", orders=rows)


@app.route("/orders/sorted/v2")
@auth.login_required
def orders_sorted_v2():
    rows = orm.orders_sorted_safely(request.args.get("col", "id"), request.args.get("dir") == "desc")
    return render_template("orders.html", orders=rows)


@app.route("/orders/refunds")
@auth.admin_required
def refunds():
    return jsonify([dict(r._mapping) for r in orm.refund_totals(request.args.get("since", "2024-01-01"))])


# ---- forum (XSS) ------------------------------------------------------------------------------

@app.route("/forum")
def forum():
    posts = db.query("SELECT id, author, title, body FROM posts ORDER BY id DESC LIMIT 50")
    return render_template("forum.html", posts=posts, motd=request.args.get("motd", ""))


@app.route("/forum/post", methods=["POST"])
@auth.login_required
def forum_post():
    db.execute("INSERT INTO posts (author, title, body) VALUES (?, ?, ?)",
               (g.user["username"], request.form["title"], request.form["body"]))
    return redirect(url_for("forum"))


@app.route("/forum/search")
def forum_search():
    term = request.args.get("q", "")
    posts = db.query("SELECT id, author, title FROM posts WHERE title LIKE ?", ("%" + term + "%",))
    items = "".join(f"<li>{escape(p['title'])}</li>" for p in posts)
    return f"<h3>Results for {term}</h3><ul>{items}</ul>"


@app.route("/forum/search/v2")
def forum_search_v2():
    term = request.args.get("q", "")
    posts = db.query("SELECT id, author, title FROM posts WHERE title LIKE ?", ("%" + term + "%",))
    return render_template("search.html", term=term, posts=posts)


@app.route("/hello")
def hello():
    name = request.args.get("name", "visitor")
    return "<p>Hello, " + escape(name) + "</p>"


@app.route("/badge")
def badge():
    nickname = request.args.get("nick", "")
    return render_template("badge.html", badge=Markup(f"<b class='nick'>{nickname}</b>"))


@app.route("/badge/v2")
def badge_v2():
    nickname = request.args.get("nick", "")
    return render_template("badge.html", badge=Markup("<b class='nick'>{}</b>").format(nickname))


@app.route("/notice")
def notice():
    return make_response(request.args.get("msg", ""))


@app.route("/notice.txt")
def notice_text():
    return Response(request.args.get("msg", ""), mimetype="text/plain")


@app.route("/api/echo")
def api_echo():
    return jsonify(echo=request.args.get("q", ""))


@app.route("/profile/<int:user_id>")
def profile(user_id):
    user = db.find_user_by_id(user_id)
    if user is None:
        abort(404)
    return render_template("profile.html", user=user)


@app.route("/profile/bio", methods=["POST"])
@auth.login_required
def update_bio():
    db.execute("UPDATE users SET bio = ? WHERE id = ?", (request.form["bio"], g.user["id"]))
    return redirect(url_for("profile", user_id=g.user["id"]))


# ---- greetings (templates) --------------------------------------------------------------------

@app.route("/greet")
def greet():
    name = request.args.get("name", "friend")
    return render_template_string("<h1>Hello " + name + "</h1>")


@app.route("/greet/v2")
def greet_v2():
    name = request.args.get("name", "friend")
    return render_template_string("<h1>Hello {{ name }}</h1>", name=name)


@app.route("/cards", methods=["POST"])
@auth.login_required
def card_preview():
    return render_template_string(request.form["template"], user=g.user)


@app.route("/cards/v2", methods=["POST"])
@auth.login_required
def card_preview_v2():
    return sandbox.from_string(request.form["template"]).render(username=g.user["username"])


# ---- tools (commands) -------------------------------------------------------------------------

@app.route("/tools")
@auth.login_required
def tools():
    return render_template("tools.html", uptime=utils.server_uptime())


@app.route("/tools/ping", methods=["POST"])
@auth.login_required
def tool_ping():
    return render_template("tools.html", output=utils.ping_host(request.form["host"]))


@app.route("/tools/ping/v2", methods=["POST"])
@auth.login_required
def tool_ping_v2():
    return render_template("tools.html", output=utils.ping_host_args(request.form["host"]))


@app.route("/tools/lookup")
@auth.login_required
def tool_lookup():
    return render_template("tools.html", output=utils.dns_lookup(request.args["domain"]))


@app.route("/tools/whois")
@auth.login_required
def tool_whois():
    return render_template("tools.html", output=utils.whois(request.args["domain"]))


@app.route("/tools/dig")
@auth.login_required
def tool_dig():
    return render_template("tools.html", output=utils.dig_short(request.args["domain"]))


@app.route("/tools/trace")
@auth.login_required
def tool_trace():
    return render_template("tools.html", output=utils.traceroute(request.args["host"], request.args.get("hops", 10)))


@app.route("/tools/archive", methods=["POST"])
@auth.admin_required
def tool_archive():
    utils.archive_uploads(request.form["name"])
    return redirect(url_for("tools"))


@app.route("/tools/archive/v2", methods=["POST"])
@auth.admin_required
def tool_archive_v2():
    return send_file(utils.archive_uploads_safely(request.form["name"]), as_attachment=True)


# ---- calculator (eval) ------------------------------------------------------------------------

@app.route("/calc")
def calc():
    expression = request.args.get("expr", "1+1")
    result = eval(expression)
    return render_template("calc.html", expression=expression, result=result)


@app.route("/calc/v2")
def calc_v2():
    raw = request.args.get("expr", "0")
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        value = None
    return render_template("calc.html", expression=raw, result=value)


@app.route("/sandbox/run", methods=["POST"])
@auth.admin_required
def run_snippet():
    namespace = {}
    exec(request.form["code"], {"__builtins__": {}}, namespace)
    return jsonify({k: repr(v) for k, v in namespace.items()})


# ---- outbound fetches (SSRF) ------------------------------------------------------------------

@app.route("/preview")
@auth.login_required
def preview():
    return render_template("fetch.html", body=utils.fetch_preview(request.args["url"]))


@app.route("/feeds")
@auth.login_required
def feeds():
    try:
        body = utils.fetch_feed(request.args["url"])
    except ValueError:
        abort(400)
    return render_template("fetch.html", body=body)


@app.route("/remote")
@auth.login_required
def remote():
    return render_template("fetch.html", body=utils.read_remote(request.args["src"]))


@app.route("/status/<service>")
def service_status(service):
    return jsonify(utils.status_page(service))


@app.route("/hooks/test", methods=["POST"])
@auth.login_required
def test_hook():
    code = utils.post_webhook(request.get_json()["url"], {"event": "ping", "user": g.user["username"]})
    return jsonify(status=code)


# ---- files ------------------------------------------------------------------------------------

@app.route("/files/upload", methods=["POST"])
@auth.login_required
def upload():
    f = request.files["file"]
    if not utils.allowed_file(f.filename):
        abort(400)
    stored_name = secure_filename(f.filename)
    f.save(os.path.join(config.UPLOAD_DIR, stored_name))
    utils.make_thumbnail(stored_name)
    return redirect(url_for("files"))


@app.route("/files/upload/raw", methods=["POST"])
@auth.login_required
def upload_raw():
    f = request.files["file"]
    f.save(os.path.join(config.UPLOAD_DIR, f.filename))
    return redirect(url_for("files"))


@app.route("/files")
@auth.login_required
def files():
    return render_template("files.html", names=sorted(os.listdir(config.UPLOAD_DIR)))


@app.route("/files/get")
@auth.login_required
def file_get():
    name = request.args["name"]
    return send_file(os.path.join(config.UPLOAD_DIR, name))


@app.route("/files/get/v2")
@auth.login_required
def file_get_v2():
    return send_from_directory(config.UPLOAD_DIR, request.args["name"])


@app.route("/files/get/v3")
@auth.login_required
def file_get_v3():
    return send_file(os.path.join(config.UPLOAD_DIR, secure_filename(request.args["name"])))


@app.route("/docs/<path:page>")
def docs(page):
    with open(config.DOCS_DIR + "/" + page) as fh:
        return render_template("doc.html", text=fh.read())


@app.route("/reports")
@auth.admin_required
def report():
    return render_template("doc.html", text=utils.read_report(request.args["name"]))


@app.route("/reports/v2")
@auth.admin_required
def report_v2():
    try:
        text = utils.read_report_checked(request.args["name"])
    except PermissionError:
        abort(403)
    return render_template("doc.html", text=text)


# ---- imports (XML, YAML, pickle, marshal) -----------------------------------------------------

@app.route("/import/inventory", methods=["POST"])
@auth.admin_required
def import_inventory():
    return jsonify(xmltools.parse_inventory(request.get_data()))


@app.route("/import/inventory/v2", methods=["POST"])
@auth.admin_required
def import_inventory_v2():
    return jsonify(xmltools.parse_inventory_hardened(request.get_data()))


@app.route("/import/prices", methods=["POST"])
@auth.admin_required
def import_prices():
    return jsonify(xmltools.parse_price_list(request.files["prices"].read()))


@app.route("/import/settings", methods=["POST"])
@auth.admin_required
def import_settings():
    return jsonify(xmltools.parse_settings(request.get_data()))


@app.route("/import/manifest", methods=["POST"])
@auth.admin_required
def import_manifest():
    root = xmltools.parse_manifest(request.files["manifest"])
    return jsonify([e.get("sku") for e in xmltools.find_item(root, request.args.get("sku", ""))])


@app.route("/import/manifest/lookup", methods=["POST"])
@auth.admin_required
def manifest_lookup():
    root = xmltools.parse_manifest(request.files["manifest"])
    return jsonify([e.get("sku") for e in xmltools.find_item_bound(root, request.args.get("sku", ""))])


@app.route("/import/bundle", methods=["POST"])
@auth.admin_required
def import_bundle():
    return jsonify(serializers.load_bundle(request.files["bundle"]))


@app.route("/import/bundle/v2", methods=["POST"])
@auth.admin_required
def import_bundle_v2():
    return jsonify(serializers.load_bundle_safe(request.files["bundle"]))


@app.route("/import/bundle/v3", methods=["POST"])
@auth.admin_required
def import_bundle_v3():
    return jsonify(serializers.load_bundle_strict(request.get_data(as_text=True)))


@app.route("/import/hint", methods=["POST"])
@auth.admin_required
def import_hint():
    code = serializers.load_compiled_hint(base64.b64decode(request.form["hint"]))
    return jsonify(name=code.co_name)


# ---- preferences (cookies) --------------------------------------------------------------------

@app.route("/prefs")
def prefs():
    raw = request.cookies.get("prefs")
    current = serializers.prefs_from_cookie(raw) if raw else {"theme": "light"}
    return render_template("prefs.html", prefs=current)


@app.route("/prefs/v2")
def prefs_v2():
    current = serializers.prefs_from_signed_cookie(request.cookies.get("prefs2", "")) or {"theme": "light"}
    return render_template("prefs.html", prefs=current)


@app.route("/prefs/v3")
def prefs_v3():
    raw = request.cookies.get("prefs3")
    current = serializers.prefs_from_json_cookie(raw) if raw else {"theme": "light"}
    return render_template("prefs.html", prefs=current)


@app.route("/prefs", methods=["POST"])
def save_prefs():
    prefs_value = serializers.dump_prefs({"theme": request.form.get("theme", "light")})
    response = make_response(redirect(url_for("prefs")))
    response.set_cookie("prefs", prefs_value)
    response.set_cookie("range_nonce", utils.session_nonce(), httponly=True, secure=True, samesite="Lax")
    return response


@app.route("/remember", methods=["POST"])
@auth.login_required
def remember_me():
    response = make_response(redirect(url_for("index")))
    response.set_cookie("remember_token", utils.secure_reset_token(), max_age=30 * 24 * 3600, httponly=False)
    response.set_cookie("last_seen_lesson", request.form.get("lesson", "intro"), samesite="Lax")
    return response


@app.route("/remember/v2", methods=["POST"])
@auth.login_required
def remember_me_v2():
    response = make_response(redirect(url_for("index")))
    response.set_cookie("remember_token", utils.secure_reset_token(), max_age=30 * 24 * 3600, httponly=True, secure=True, samesite="Strict")
    return response


@app.route("/role", methods=["POST"])
@auth.login_required
def switch_role():
    session["role"] = request.form["role"]
    return redirect(url_for("index"))


@app.route("/lesson/<int:lesson_id>/start")
def start_lesson(lesson_id):
    session["lesson"] = lesson_id
    return redirect(url_for("index"))


# ---- staff directory (LDAP) -------------------------------------------------------------------

@app.route("/staff")
@auth.login_required
def staff():
    return render_template("staff.html", entries=directory.find_staff(request.args.get("uid", "")))


@app.route("/staff/v2")
@auth.login_required
def staff_v2():
    return render_template("staff.html", entries=directory.find_staff_escaped(request.args.get("uid", "")))


@app.route("/staff/department")
@auth.login_required
def staff_department():
    return jsonify(directory.staff_in_department(request.args.get("ou", "sales")))


@app.route("/staff/department/v2")
@auth.login_required
def staff_department_v2():
    department = request.args.get("ou", "sales")
    if department not in DEPARTMENTS:
        abort(400)
    return jsonify(directory.staff_in_department(department))


# ---- API --------------------------------------------------------------------------------------

@app.route("/api/token", methods=["POST"])
def api_token():
    user = db.find_user_by_name(request.json["username"])
    if user is None or not utils.check_password(request.json["password"], user["password_hash"]):
        abort(401)
    return jsonify(token=auth.issue_api_token(user))


@app.route("/api/whoami")
def api_whoami():
    claims = auth.claims_from_header()
    return jsonify(user=claims.get("sub"), role=claims.get("role"))


@app.route("/api/orders")
@auth.api_token_required
def api_orders():
    return jsonify([dict(r._mapping) for r in orm.orders_for_customer(str(g.claims["sub"]))])


@app.route("/api/recovery", methods=["POST"])
@auth.api_token_required
def api_recovery():
    answer = request.json["answer"]
    db.execute("INSERT INTO recovery_answers (user_id, digest) VALUES (?, ?)", (g.claims["sub"], utils.answer_digest(answer)))
    return ("", 201)


@app.route("/api/vault", methods=["POST"])
@auth.api_token_required
def api_vault():
    salt = os.urandom(16)
    key = utils.derive_key(request.json["passphrase"], salt)
    return jsonify(salt=salt.hex(), fingerprint=utils.file_checksum(key)[:16])


@app.route("/feedback", methods=["POST"])
def feedback():
    db.save_feedback(request.form.get("author", "anonymous"), request.form["message"])
    body = render_template("message.html", message="Thanks for the feedback!")
    response = make_response(body)
    response.headers["ETag"] = utils.etag_for(body.encode())
    return response


if __name__ == "__main__":
    app.run(debug=True)
