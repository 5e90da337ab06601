from markupsafe import Markup, escape


def search_summary(term: str, count: int) -> Markup:
    return Markup(f"<p class='summary'>{count} tools match <b>{term}</b></p>")


def status_badge(status: str) -> Markup:
    return Markup('<span class="badge badge-{0}">{0}</span>').format(status)


def nl2br(text: str) -> Markup:
    return Markup("<br>").join(escape(text).split("\n"))


def highlight(text: str, term: str) -> Markup:
    return Markup(str(escape(text)).replace(str(escape(term)), f"<mark>{escape(term)}</mark>"))


def deposit_label(amount: int) -> Markup:
    return Markup(f"<span class='deposit'>&pound;{amount:d}</span>")
