-- DWH: application and reporting logins. Run as sysadmin with SQLCMD mode on.
:setvar DatabaseName "DWH"
SET NOCOUNT ON;
GO

IF NOT EXISTS (SELECT 1 FROM sys.server_principals WHERE name = N'svc_dwh_app')
BEGIN
    CREATE LOGIN [svc_dwh_app] WITH PASSWORD = N'<set-by-dba>', DEFAULT_DATABASE = [DWH], CHECK_POLICY = ON, CHECK_EXPIRATION = OFF;
END
GO
USE [DWH];
GO
CREATE USER [svc_dwh_app] FOR LOGIN [svc_dwh_app];
ALTER ROLE [db_datareader] ADD MEMBER [svc_dwh_app];
ALTER ROLE [db_datawriter] ADD MEMBER [svc_dwh_app];
GO

IF NOT EXISTS (SELECT 1 FROM sys.server_principals WHERE name = N'rpt_dwh')
BEGIN
    CREATE LOGIN [rpt_dwh] WITH PASSWORD = N'$(RPT_DWH_PASSWORD)', DEFAULT_DATABASE = [DWH], CHECK_POLICY = ON, CHECK_EXPIRATION = OFF;
END
GO
USE [DWH];
GO
CREATE USER [rpt_dwh] FOR LOGIN [rpt_dwh];
ALTER ROLE [db_datareader] ADD MEMBER [rpt_dwh];
GO
