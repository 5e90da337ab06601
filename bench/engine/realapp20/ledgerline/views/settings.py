from flask import make_response, redirect, render_template, request, session, url_for

from ledgerline.auth import login_required
from ledgerline.db import execute_db, query_db
from ledgerline.utils.prefs import dump_prefs, load_prefs, load_prefs_json


@login_required
def index():
    prefs = load_prefs_json(request.cookies.get("lgl_prefs_v2"))
    if request.method == "POST":
        execute_db(
            "UPDATE companies SET name = ?, vat_number = ? WHERE id = ?",
            (request.form["name"], request.form["vat_number"], session["company_id"]),
        )
        return redirect(url_for("settings"))
    company = query_db("SELECT * FROM companies WHERE id = ?", (session["company_id"],), one=True)
    return render_template("settings.html", company=company, prefs=prefs)


@login_required
def set_theme():
    theme = request.form.get("theme", "light")
    prefs = load_prefs(request.cookies.get("lgl_prefs"))
    prefs["theme"] = theme if theme in ("light", "dark") else "light"
    response = make_response(redirect(url_for("settings")))
    response.set_cookie("lgl_prefs", dump_prefs(prefs), max_age=60 * 60 * 24 * 365)
    response.set_cookie("lgl_theme", prefs["theme"], secure=True, httponly=True, samesite="Lax")
    return response


@login_required
def restore_prefs():
    """Support staff paste a customer's exported preferences here."""
    prefs = load_prefs(request.args.get("blob", ""))
    return render_template("settings.html", company=None, prefs=prefs)
