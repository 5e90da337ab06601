-- Post-deployment for BillingDb
IF NOT EXISTS (SELECT 1 FROM sys.database_principals WHERE name = 'report_reader')
    CREATE LOGIN report_reader WITH PASSWORD = 'GVHnSuAnMTtU91qQqoFoLfg6zl7';
ALTER ROLE db_datareader ADD MEMBER report_reader;
INSERT INTO dbo.Settings(Name, Value) VALUES ('SchemaHash', '93032815f0a719e8807e23e796658ffc9b95484bc2a0b53dbe3cd0eaa4efa34e');
