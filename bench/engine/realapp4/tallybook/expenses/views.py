import os

from flask import (
    abort,
    current_app,
    flash,
    jsonify,
    redirect,
    render_template,
    request,
    send_file,
    send_from_directory,
    url_for,
)
from flask_login import current_user, login_required
from markupsafe import Markup, escape

from . import bp
from ..repositories import expense_repo
from ..services import expense_service
from ..utils import files


def _expense_or_404(expense_id):
    expense = expense_repo.get(current_user.team_id, expense_id)
    if expense is None:
        abort(404)
    return expense


@bp.route("/")
@login_required
def index():
    page = request.args.get("page", 1, type=int)
    status = request.args.get("status")
    expenses = expense_repo.list_for_team(current_user.team_id, status=status, page=page)
    return render_template("expenses/list.html", expenses=expenses, status=status)


@bp.route("/search")
@login_required
def search():
    term = request.args.get("q", "")
    rows = expense_repo.search(current_user.team_id, term, request.args.get("category"))
    if not rows:
        return f"<p class='empty'>No expenses match <b>{term}</b>.</p>"
    return render_template("expenses/search.html", rows=rows, term=term)


@bp.route("/search.json")
@login_required
def search_json():
    term = request.args.get("q", "")
    rows = expense_repo.by_category(current_user.team_id, request.args.get("category", ""))
    return jsonify(term=term, results=[dict(r) for r in rows])


@bp.route("/sorted")
@login_required
def sorted_list():
    rows = expense_repo.sorted_page(
        current_user.team_id,
        request.args.get("sort", "date"),
        request.args.get("dir", "desc"),
        request.args.get("limit", 50, type=int),
    )
    return render_template("expenses/search.html", rows=rows, term="")


@bp.route("/export-view")
@login_required
def export_view():
    rows = expense_repo.raw_sorted_page(current_user.team_id, request.args.get("sort", "spent_on"), request.args.get("limit", "100"))
    return render_template("expenses/search.html", rows=rows, term="")


@bp.route("/new", methods=["GET", "POST"])
@login_required
def create():
    if request.method == "POST":
        try:
            expense = expense_service.create(current_user, request.form, request.files.get("receipt"))
        except expense_service.ExpenseError as exc:
            flash(str(exc), "error")
            return render_template("expenses/form.html", form=request.form), 400
        flash(Markup("Saved <a href='{}'>{}</a>").format(url_for("expenses.detail", expense_id=expense.id), expense.title))
        return redirect(url_for("expenses.detail", expense_id=expense.id))
    return render_template("expenses/form.html", form={})


@bp.route("/<int:expense_id>")
@login_required
def detail(expense_id):
    expense = _expense_or_404(expense_id)
    notes_html = Markup("<div class='notes'>%s</div>" % expense.notes) if expense.notes else ""
    title_html = Markup("<h1>%s</h1>") % expense.title
    return render_template("expenses/detail.html", expense=expense, notes_html=notes_html, title_html=title_html)


@bp.route("/<int:expense_id>/comment", methods=["POST"])
@login_required
def comment(expense_id):
    expense = _expense_or_404(expense_id)
    text = request.form.get("comment", "")
    banner = Markup(f"<p class='comment'>{text}</p>")
    quoted = Markup("<p class='comment'>{}</p>").format(text)
    plain = escape(text)
    return render_template("expenses/detail.html", expense=expense, notes_html=banner, title_html=quoted, plain=plain)


@bp.route("/<int:expense_id>/receipt")
@login_required
def receipt(expense_id):
    expense = _expense_or_404(expense_id)
    return send_from_directory(files.receipts_dir(), expense.receipt_filename)


@bp.route("/receipts/<path:name>")
@login_required
def receipt_by_name(name):
    return send_from_directory(current_app.config["UPLOAD_FOLDER"], name)


@bp.route("/receipts/raw")
@login_required
def receipt_raw():
    name = request.args["file"]
    return send_file(os.path.join(current_app.config["UPLOAD_FOLDER"], name))


@bp.route("/<int:expense_id>/thumbnail")
@login_required
def thumbnail(expense_id):
    expense = _expense_or_404(expense_id)
    size = request.args.get("size", "320x320")
    return send_file(expense_service.receipt_thumbnail(expense, size), mimetype="image/png")


@bp.route("/<int:expense_id>/preview")
@login_required
def preview(expense_id):
    expense = _expense_or_404(expense_id)
    return send_file(expense_service.receipt_preview(expense), mimetype="image/png")


@bp.route("/<int:expense_id>/text")
@login_required
def receipt_text(expense_id):
    expense = _expense_or_404(expense_id)
    return expense_service.receipt_text(expense), 200, {"Content-Type": "text/plain; charset=utf-8"}


@bp.route("/<int:expense_id>/delete", methods=["POST"])
@login_required
def delete(expense_id):
    expense = _expense_or_404(expense_id)
    expense_service.remove(current_user, expense)
    return redirect(request.referrer or url_for("expenses.index"))


@bp.route("/bulk-status", methods=["POST"])
@login_required
def bulk_status():
    ids = request.form.getlist("ids")
    expense_repo.set_status(current_user.team_id, ids, request.form.get("status", "approved"))
    return redirect(url_for("expenses.index", status=request.form.get("status")))
