from .admin import AdminBackupView, AdminDiagnosticsView
from .auth import AccountView, LoginView, LogoutView, PasswordResetView, PreferencesView
from .cases import CaseDetailView, CaseListView, CaseBySlugView, CaseSearchView
from .documents import DocumentDownloadView, DocumentUploadView, ExportDownloadView, ArchiveView
from .reports import GreetingView, LetterPreviewView, ReportView


def register_views(app):
    """Every page is a MethodView; the URL map lives here so it can be read in one place."""
    app.add_url_rule("/login", view_func=LoginView.as_view("login"))
    app.add_url_rule("/logout", view_func=LogoutView.as_view("logout"))
    app.add_url_rule("/preferences", view_func=PreferencesView.as_view("preferences"))
    app.add_url_rule("/password/reset", view_func=PasswordResetView.as_view("password_reset"))
    app.add_url_rule("/account", view_func=AccountView.as_view("account"))

    app.add_url_rule("/cases", view_func=CaseListView.as_view("case_list"))
    app.add_url_rule("/cases/search", view_func=CaseSearchView.as_view("case_search"))
    app.add_url_rule("/cases/<int:case_id>", view_func=CaseDetailView.as_view("case_detail"))
    app.add_url_rule("/c/<slug>", view_func=CaseBySlugView.as_view("case_by_slug"))

    app.add_url_rule("/cases/<int:case_id>/documents", view_func=DocumentUploadView.as_view("document_upload"))
    app.add_url_rule("/documents/<path:name>", view_func=DocumentDownloadView.as_view("document_download"))
    app.add_url_rule("/exports/download", view_func=ExportDownloadView.as_view("export_download"))
    app.add_url_rule("/archive/<path:name>", view_func=ArchiveView.as_view("archive"))

    app.add_url_rule("/reports/<int:case_id>", view_func=ReportView.as_view("report"))
    app.add_url_rule("/letters/preview", view_func=LetterPreviewView.as_view("letter_preview"))
    app.add_url_rule("/hello/<name>", view_func=GreetingView.as_view("greeting"))

    app.add_url_rule("/admin/backup", view_func=AdminBackupView.as_view("admin_backup"))
    app.add_url_rule("/admin/diagnostics", view_func=AdminDiagnosticsView.as_view("admin_diagnostics"))
