from flask import render_template, render_template_string, request
from flask.views import MethodView
from flask_login import current_user, login_required
from jinja2.sandbox import SandboxedEnvironment

from ..services.case_service import CaseService
from ..utils import formulas

REPORT_HEADER = "<header><h1>{{ title }}</h1><p>Prepared for {{ firm }}</p></header>"

_sandbox = SandboxedEnvironment(autoescape=True)


class ReportView(MethodView):
    decorators = [login_required]

    def get(self, case_id):
        case = CaseService().open_case(current_user, case_id)
        header = render_template_string(REPORT_HEADER, title=case["title"], firm=request.args.get("firm", ""))
        fee = None
        if request.args.get("formula"):
            fee = formulas.evaluate_fee(request.args["formula"], float(request.args.get("hours", 0)), 250)
        return render_template("report.html", header=header, case=case, fee=fee)


class LetterPreviewView(MethodView):
    decorators = [login_required]

    def post(self):
        data = request.get_json(force=True)
        if data.get("sandboxed"):
            rendered = _sandbox.from_string(data["template"]).render(client=data.get("client", {}))
        else:
            footer = data.get("footer", "")
            rendered = render_template_string("<article>{{ body }}</article><footer>" + footer + "</footer>", body=data.get("body", ""))
        return render_template("letter.html", letter=rendered, signature=data.get("signature", ""))


class GreetingView(MethodView):
    def get(self, name):
        greeting = request.args.get("greeting", "Hello")
        return render_template_string(f"<p>{greeting}, {{{{ name }}}}!</p>", name=name)
