from flask import Flask, request
from flask.views import MethodView
from jinja2 import Environment, select_autoescape

env = Environment(autoescape=select_autoescape())


class ReportTitle(MethodView):
    def post(self):
        data = request.get_json()
        title = data.get("title", "Report")
        tpl = env.from_string("<h2>{{ year }} - %s</h2>" % title)
        return tpl.render(year=2024)


app = Flask(__name__)
app.add_url_rule("/reports/title", view_func=ReportTitle.as_view("report_title"))
