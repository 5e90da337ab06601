"""Every URL of the application is wired here, so the resource and view modules stay import-free of
the app object."""
from flask import Blueprint

from .extensions import api, restx_api
from .resources.auth import TokenResource, PasswordResetResource
from .resources.berths import BerthListResource, BerthResource, BerthSearchResource
from .resources.bookings import BookingListResource, BookingResource, BookingCancelResource
from .resources.imports import ns as imports_ns
from .resources.invoices import InvoiceResource, InvoiceRenderResource
from .resources.members import MemberResource, MemberDirectoryResource
from .resources.webhooks import WebhookResource, WebhookTestResource
from .views.admin import MaintenanceView
from .views.account import LoginView, LogoutView, SwitchMarinaView
from .views.documents import DocumentView, UploadView, ExportDownloadView
from .views.portal import BerthPageView, DashboardView, NoticeView, NoticePreviewView


def register_routes(app):
    api.add_resource(TokenResource, "/auth/token")
    api.add_resource(PasswordResetResource, "/auth/reset")
    api.add_resource(BerthListResource, "/berths")
    api.add_resource(BerthResource, "/berths/<int:berth_id>")
    api.add_resource(BerthSearchResource, "/berths/search")
    api.add_resource(BookingListResource, "/bookings")
    api.add_resource(BookingResource, "/bookings/<string:reference>")
    api.add_resource(BookingCancelResource, "/bookings/<string:reference>/cancel")
    api.add_resource(InvoiceResource, "/invoices/<int:invoice_id>")
    api.add_resource(InvoiceRenderResource, "/invoices/<int:invoice_id>/render")
    api.add_resource(MemberResource, "/members/<int:member_id>")
    api.add_resource(MemberDirectoryResource, "/members")
    api.add_resource(WebhookResource, "/webhooks")
    api.add_resource(WebhookTestResource, "/webhooks/test")

    restx_api.add_namespace(imports_ns)

    portal = Blueprint("portal", __name__, url_prefix="/portal")
    portal.add_url_rule("/", view_func=DashboardView.as_view("dashboard"))
    portal.add_url_rule("/berths/<int:berth_id>", view_func=BerthPageView.as_view("berth"))
    portal.add_url_rule("/notices/<int:notice_id>", view_func=NoticeView.as_view("notice"))
    portal.add_url_rule("/notices/preview", view_func=NoticePreviewView.as_view("notice_preview"))
    portal.add_url_rule("/documents/<path:name>", view_func=DocumentView.as_view("document"))
    portal.add_url_rule("/documents/upload", view_func=UploadView.as_view("upload"))
    portal.add_url_rule("/exports/<path:name>", view_func=ExportDownloadView.as_view("export"))
    app.register_blueprint(portal)

    app.add_url_rule("/login", view_func=LoginView.as_view("login"))
    app.add_url_rule("/logout", view_func=LogoutView.as_view("logout"))
    app.add_url_rule("/maintenance", view_func=MaintenanceView.as_view("maintenance"))
    app.add_url_rule("/switch-marina", view_func=SwitchMarinaView.as_view("switch_marina"))
