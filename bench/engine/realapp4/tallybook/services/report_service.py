"""Saved reports: filters, computed columns and the e-mailed summary."""
import json

import yaml
from flask import render_template, render_template_string
from jinja2 import Environment, select_autoescape

from ..repositories import expense_repo, warehouse_repo
from ..utils import formula

_env = Environment(autoescape=select_autoescape(["html"]))

DEFAULT_EMAIL = """<h2>{{ report.name }}</h2>
<p>Total this month: {{ total }}</p>"""


def load_definition(raw, fmt="json"):
    if fmt == "yaml":
        return yaml.load(raw, Loader=yaml.Loader)
    return json.loads(raw)


def load_definition_file(stream):
    return yaml.safe_load(stream)


def computed_rows(team_id, definition):
    rows = expense_repo.by_category(team_id, definition.get("category", "travel"))
    column = definition.get("computed")
    out = []
    for row in rows:
        item = dict(row)
        if column:
            item[column["name"]] = formula.evaluate(column["expression"], item)
        out.append(item)
    return out


def computed_rows_checked(team_id, definition):
    rows = expense_repo.by_category(team_id, definition.get("category", "travel"))
    column = definition["computed"]
    return [dict(row, **{column["name"]: formula.evaluate_safe(column["expression"], dict(row))}) for row in rows]


def render_email(report, total):
    source = report.email_template or DEFAULT_EMAIL
    return render_template_string(source, report=report, total=total)


def render_email_sandboxed(report, total):
    return _env.from_string(DEFAULT_EMAIL).render(report=report, total=total)


def render_summary_page(report, rows):
    return render_template("reports/summary.html", report=report, rows=rows)


def period(team_id, start, end):
    return warehouse_repo.between(team_id, start, end)


def grouped(team_id, dimension):
    if dimension not in ("category", "currency", "status"):
        dimension = "category"
    return warehouse_repo.totals_by(team_id, dimension)
