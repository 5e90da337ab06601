from jinja2 import Template
from markupsafe import Markup, escape

from ..extensions import mail_env, page_env


def thank_you_text(donor_name, weight):
    return mail_env.get_template("thank_you.txt").render(name=donor_name, weight=weight)


def thank_you_html(donor_name, weight):
    return mail_env.get_template("thank_you.html").render(name=donor_name, weight=weight)


def thank_you_page(donor_name, weight):
    return page_env.get_template("thank_you.html").render(name=donor_name, weight=weight)


def custom_message(body, donor_name):
    return Template(body).render(name=donor_name)


def standard_message(donor_name):
    return Template("Dear {{ name }}, thank you for supporting Harbor Street!").render(name=donor_name)


def preview_newsletter(source, context):
    return mail_env.from_string(source).render(**context)


def donor_badge(name):
    return Markup(f"<span class=\"badge\">{name}</span>")


def donor_badge_escaped(name):
    return Markup("<span class=\"badge\">{}</span>").format(name)


def station_label(station):
    return Markup("<em>%s</em>") % escape(station)
