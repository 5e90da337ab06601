-- Post-deployment for OrdersDb
IF NOT EXISTS (SELECT 1 FROM sys.database_principals WHERE name = 'report_reader')
    CREATE USER report_reader FROM EXTERNAL PROVIDER;
ALTER ROLE db_datareader ADD MEMBER report_reader;
INSERT INTO dbo.Settings(Name, Value) VALUES ('SchemaHash', 'edd3a914f27bcf4c588f547ced3a825fc0d7616719e4222980149d0a68d8b105');
