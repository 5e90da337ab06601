-- Linked servers used by the nightly DWH load.
EXEC master.dbo.sp_addlinkedserver @server = N'LEDGER', @srvproduct = N'Oracle', @provider = N'OraOLEDB.Oracle', @datasrc = N'ora-ledger.halvard.local:1521/LEDGER';
EXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'LEDGER', @useself = N'False', @locallogin = NULL, @rmtuser = N'DWH_READ', @rmtpassword = N'$(LEDGER_DWH_PASSWORD)';
GO
EXEC master.dbo.sp_addlinkedserver @server = N'CRM', @srvproduct = N'', @provider = N'SQLNCLI11', @datasrc = N'crm-sql.halvard.local';
EXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'CRM', @useself = N'True';
GO
