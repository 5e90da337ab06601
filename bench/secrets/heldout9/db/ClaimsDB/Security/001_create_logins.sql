-- ClaimsDB: application and reporting logins. Run as sysadmin with SQLCMD mode on.
:setvar DatabaseName "ClaimsDB"
SET NOCOUNT ON;
GO

IF NOT EXISTS (SELECT 1 FROM sys.server_principals WHERE name = N'svc_claims_app')
BEGIN
    CREATE LOGIN [svc_claims_app] WITH PASSWORD = N'Dormer212Eider02', DEFAULT_DATABASE = [ClaimsDB], CHECK_POLICY = ON, CHECK_EXPIRATION = OFF;
END
GO
USE [ClaimsDB];
GO
CREATE USER [svc_claims_app] FOR LOGIN [svc_claims_app];
ALTER ROLE [db_datareader] ADD MEMBER [svc_claims_app];
ALTER ROLE [db_datawriter] ADD MEMBER [svc_claims_app];
GO

IF NOT EXISTS (SELECT 1 FROM sys.server_principals WHERE name = N'rpt_claims')
BEGIN
    CREATE LOGIN [rpt_claims] WITH PASSWORD = N'<set-by-dba>', DEFAULT_DATABASE = [ClaimsDB], CHECK_POLICY = ON, CHECK_EXPIRATION = OFF;
END
GO
USE [ClaimsDB];
GO
CREATE USER [rpt_claims] FOR LOGIN [rpt_claims];
ALTER ROLE [db_datareader] ADD MEMBER [rpt_claims];
GO
