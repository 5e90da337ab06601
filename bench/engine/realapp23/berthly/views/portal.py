from flask import g, redirect, render_template, render_template_string, request, url_for
from flask.views import MethodView
from markupsafe import Markup

from ..extensions import db
from ..models import Berth, Booking, Notice
from ..services import reports
from ..services.import_service import cached_settings
from ..utils.html import highlight, search_summary, status_badge
from .decorators import portal_login_required

NOTICE_FRAME = """
<section class="notice">
  <h2>{{ notice.title }}</h2>
  <div class="body">{{ notice.body }}</div>
  <footer>Posted by the harbour office</footer>
</section>
"""


class DashboardView(MethodView):
    decorators = [portal_login_required]

    def get(self):
        bookings = Booking.query.filter_by(member_id=g.member.id).order_by(Booking.arrives_on).all()
        badges = {b.id: status_badge(b.status) for b in bookings}
        term = request.args.get("find", "")
        matches = reports.notices_matching(g.marina_id, term) if term else []
        summary = search_summary(term, len(matches)) if term else ""
        welcome = Markup("<strong>Welcome aboard, {}</strong>").format(g.member.full_name)
        settings = cached_settings(g.marina_id)
        return render_template(
            "portal/dashboard.html",
            bookings=bookings,
            badges=badges,
            matches=matches,
            summary=summary,
            welcome=welcome,
            settings=settings,
            tab=request.args.get("tab", "upcoming"),
        )


class BerthPageView(MethodView):
    decorators = [portal_login_required]

    def get(self, berth_id):
        berth = Berth.query.filter_by(id=berth_id, marina_id=g.marina_id).first_or_404()
        term = request.args.get("q", "")
        description = highlight(berth.description or "", term)
        caption = Markup("<em>Showing berth %s</em>") % request.args.get("caption", berth.code)
        sort_key = request.args.get("sort", "code")
        neighbours = reports.berth_table(g.marina_id, sort_key)
        return render_template(
            "portal/berth.html", berth=berth, description=description, caption=caption, neighbours=neighbours
        )


class NoticeView(MethodView):
    decorators = [portal_login_required]

    def get(self, notice_id):
        notice = Notice.query.filter_by(id=notice_id, marina_id=g.marina_id).first_or_404()
        return render_template("portal/notice.html", notice=notice, ref=request.args.get("ref", ""))

    def post(self, notice_id):
        notice = Notice.query.filter_by(id=notice_id, marina_id=g.marina_id).first_or_404()
        notice.body = request.form["body"]
        notice.title = request.form["title"]
        db.session.commit()
        return redirect(url_for("portal.notice", notice_id=notice.id))


class NoticePreviewView(MethodView):
    decorators = [portal_login_required]

    def post(self):
        title = request.form.get("title", "")
        body = request.form.get("body", "")
        if request.form.get("mode") == "custom":
            layout = request.form.get("layout", "")
            return render_template_string("<div class='preview'>" + layout + "</div>", title=title, body=body)
        preview = Notice(title=title, body=body)
        return render_template_string(NOTICE_FRAME, notice=preview)
