CREATE TABLE IF NOT EXISTS companies (id INTEGER PRIMARY KEY, name TEXT NOT NULL, vat_number TEXT);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY, company_id INTEGER NOT NULL REFERENCES companies(id),
  username TEXT UNIQUE NOT NULL, password_hash TEXT NOT NULL, role TEXT NOT NULL DEFAULT 'clerk',
  api_token TEXT, reset_token TEXT
);
CREATE TABLE IF NOT EXISTS customers (
  id INTEGER PRIMARY KEY, company_id INTEGER NOT NULL, name TEXT NOT NULL, email TEXT,
  vat_number TEXT, notes TEXT
);
CREATE TABLE IF NOT EXISTS invoices (
  id INTEGER PRIMARY KEY, company_id INTEGER NOT NULL, customer_id INTEGER NOT NULL, number TEXT NOT NULL,
  customer_name TEXT, status TEXT NOT NULL DEFAULT 'open', issued_on DATE, due_date DATE, total NUMERIC
);
CREATE TABLE IF NOT EXISTS invoice_lines (
  id INTEGER PRIMARY KEY, invoice_id INTEGER NOT NULL, description TEXT, quantity NUMERIC, unit_price NUMERIC
);
CREATE TABLE IF NOT EXISTS invoice_notes (id INTEGER PRIMARY KEY, invoice_id INTEGER, author_id INTEGER, body TEXT);
CREATE TABLE IF NOT EXISTS expenses (
  id INTEGER PRIMARY KEY, company_id INTEGER, category TEXT, vendor TEXT, amount NUMERIC, spent_on DATE,
  receipt TEXT
);
CREATE TABLE IF NOT EXISTS employees (
  id INTEGER PRIMARY KEY, company_id INTEGER, name TEXT, email TEXT, department TEXT, salary NUMERIC,
  tax_code TEXT, bank_sort_code TEXT, bank_account TEXT
);
CREATE TABLE IF NOT EXISTS payslips (
  id INTEGER PRIMARY KEY, employee_id INTEGER, period TEXT, gross NUMERIC, net NUMERIC, file_name TEXT
);
CREATE TABLE IF NOT EXISTS ledger_entries (
  id INTEGER PRIMARY KEY, company_id INTEGER, account TEXT, memo TEXT, debit NUMERIC, credit NUMERIC,
  posted_on DATE
);
CREATE TABLE IF NOT EXISTS formulas (id INTEGER PRIMARY KEY, company_id INTEGER, name TEXT, expression TEXT);
