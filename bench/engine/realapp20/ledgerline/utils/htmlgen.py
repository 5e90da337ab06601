"""Small pieces of HTML built in Python (emails, table rows for the htmx partials)."""
from markupsafe import Markup, escape


def invoice_row_html(line):
    return (
        "<tr><td>" + str(escape(line["description"])) + "</td>"
        + "<td class='num'>" + str(escape(line["quantity"])) + "</td>"
        + "<td class='num'>" + str(escape(line["unit_price"])) + "</td></tr>"
    )


def memo_block(text):
    return Markup("<p class='memo'>%s</p>" % text)


def highlight_block(text):
    return Markup("<mark>{}</mark>").format(text)


def badge(status):
    colours = {"open": "blue", "paid": "green", "overdue": "red"}
    return Markup('<span class="badge badge-%s">%s</span>') % (colours.get(status, "grey"), status)
