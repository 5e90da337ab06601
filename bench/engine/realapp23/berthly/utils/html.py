from markupsafe import Markup, escape


def status_badge(status):
    return Markup('<span class="badge badge-{}">{}</span>').format(status, status.title())


def highlight(text, term):
    if not term:
        return escape(text)
    return Markup(str(escape(text)).replace(str(escape(term)), f"<mark>{escape(term)}</mark>"))


def search_summary(term, count):
    return Markup(f"<p class='summary'>{count} berths match <b>{term}</b></p>")


def nl2br(text):
    return Markup("<br>").join(escape(text).split("\n"))
