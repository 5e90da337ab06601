-- Post-deployment for AuditDb
IF NOT EXISTS (SELECT 1 FROM sys.database_principals WHERE name = 'report_reader')
    CREATE USER report_reader FROM EXTERNAL PROVIDER;
ALTER ROLE db_datareader ADD MEMBER report_reader;
INSERT INTO dbo.Settings(Name, Value) VALUES ('SchemaHash', '4fa4d6e67cf8dea6ba719c7fd79037b0f76e4a7405af173202a451af412f06ab');
