"""Function views that are not in a blueprint are wired here, the old-fashioned way."""
from ledgerline import app
from ledgerline import auth
from ledgerline.views import admin, dashboard, expenses, reports, settings

app.add_url_rule("/login", "login", auth.login, methods=["GET", "POST"])
app.add_url_rule("/logout", "logout", auth.logout)
app.add_url_rule("/forgot", "forgot_password", auth.forgot_password, methods=["GET", "POST"])
app.add_url_rule("/settings/api-token", "api_token", auth.api_token, methods=["POST"])

app.add_url_rule("/", "dashboard", dashboard.index)
app.add_url_rule("/go", "go", dashboard.go)
app.add_url_rule("/settings", "settings", settings.index, methods=["GET", "POST"])
app.add_url_rule("/settings/theme", "set_theme", settings.set_theme, methods=["POST"])
app.add_url_rule("/settings/restore", "restore_prefs", settings.restore_prefs)

app.add_url_rule("/expenses", "expenses", expenses.index)
app.add_url_rule("/expenses/new", "new_expense", expenses.create, methods=["POST"])
app.add_url_rule("/expenses/<int:expense_id>/receipt", "expense_receipt", expenses.receipt)
app.add_url_rule("/expenses/by-vendor/<vendor>", "expenses_by_vendor", expenses.by_vendor)
app.add_url_rule("/expenses/import", "import_expenses", expenses.import_statement, methods=["POST"])

app.add_url_rule("/reports/ledger", "ledger_report", reports.ledger)
app.add_url_rule("/reports/aging", "aging_report", reports.aging)
app.add_url_rule("/reports/export/<path:name>", "download_export", reports.download_export)
app.add_url_rule("/reports/export-header", "export_header", reports.export_header)
app.add_url_rule("/reports/formula", "formula", reports.evaluate_formula, methods=["POST"])
app.add_url_rule("/reports/formula/check", "formula_check", reports.check_formula, methods=["POST"])
app.add_url_rule("/reports/vat/<int:year>/<int:quarter>", "vat_return", reports.vat_return)

app.add_url_rule("/admin/backup", "backup", admin.backup, methods=["POST"])
app.add_url_rule("/admin/ping", "ping_bank", admin.ping_bank)
app.add_url_rule("/admin/disk", "disk_usage", admin.disk_usage)
app.add_url_rule("/admin/directory", "directory_search", admin.directory_search)
app.add_url_rule("/admin/users/<int:user_id>/role", "set_role", admin.set_role, methods=["POST"])
app.add_url_rule("/admin/sql-console", "sql_console", admin.sql_console, methods=["POST"])
app.add_url_rule("/reports/trial-balance", "trial_balance", reports.trial_balance_view)
app.add_url_rule("/reports/accounts/rename", "rename_account", reports.rename_account_view, methods=["POST"])
app.add_url_rule("/reports/accounts/<account>/history", "account_history", reports.history_view)
