from flask import abort, jsonify, render_template, request
from flask.views import MethodView
from flask_login import current_user, login_required
from markupsafe import Markup, escape

from ..services.case_service import CaseService


class CaseView(MethodView):
    decorators = [login_required]

    def __init__(self):
        self.service = CaseService()


class CaseListView(CaseView):
    def get(self):
        cases = self.service.listing(current_user, request.args.get("sort", "opened"), request.args.get("dir", "desc"))
        banner = None
        if request.args.get("welcome"):
            banner = Markup("<strong>Welcome back, {}!</strong>").format(request.args["welcome"])
        return render_template("case_list.html", cases=cases, banner=banner)


class CaseSearchView(CaseView):
    def get(self):
        term = request.args.get("q", "")
        results = self.service.search(current_user, term, request.args.get("status"))
        if not results:
            return f"<p class='empty'>Nothing matched <em>{escape(term)}</em>.</p>"
        return render_template("search.html", term=term, results=results)


class CaseDetailView(CaseView):
    def get(self, case_id):
        case = self.service.open_case(current_user, case_id)
        if case is None:
            return f"<p>Case {case_id} was not found or is not yours.</p>", 404
        activity = self.service.activity(current_user, actor=request.args.get("actor"))
        return render_template("case_detail.html", case=case, activity=activity)

    def post(self, case_id):
        body = request.form.get("body", "").strip()
        if not body:
            abort(400)
        self.service.comment(current_user, case_id, body)
        return render_template("note_saved.html", body=body, case_id=case_id)


class CaseBySlugView(CaseView):
    def get(self, slug):
        case = self.service.find_by_slug(current_user, slug)
        if case is None:
            return f"<h2>No case called {slug}</h2>", 404
        if request.accept_mimetypes.best == "application/json":
            return jsonify(case)
        hint = Markup(f"<span class='hint'>Opened from short link {request.args.get('ref', '')}</span>")
        return render_template("case_detail.html", case=case, activity=[], hint=hint)
