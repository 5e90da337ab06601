-- Post-deployment for WarehouseDb
IF NOT EXISTS (SELECT 1 FROM sys.database_principals WHERE name = 'report_reader')
    CREATE LOGIN report_reader WITH PASSWORD = 'COXvcNYne7S2AD*32';
ALTER ROLE db_datareader ADD MEMBER report_reader;
INSERT INTO dbo.Settings(Name, Value) VALUES ('SchemaHash', 'bdbc26958eb11f74ab9415514badebc21d762f2ed5e0bf7097230639f8265920');
