-- PolicyDB: application and reporting logins. Run as sysadmin with SQLCMD mode on.
:setvar DatabaseName "PolicyDB"
SET NOCOUNT ON;
GO

IF NOT EXISTS (SELECT 1 FROM sys.server_principals WHERE name = N'svc_policy_app')
BEGIN
    CREATE LOGIN [svc_policy_app] WITH PASSWORD = N'Hollow299Indigo00', DEFAULT_DATABASE = [PolicyDB], CHECK_POLICY = ON, CHECK_EXPIRATION = OFF;
END
GO
USE [PolicyDB];
GO
CREATE USER [svc_policy_app] FOR LOGIN [svc_policy_app];
ALTER ROLE [db_datareader] ADD MEMBER [svc_policy_app];
ALTER ROLE [db_datawriter] ADD MEMBER [svc_policy_app];
GO

IF NOT EXISTS (SELECT 1 FROM sys.server_principals WHERE name = N'rpt_policy')
BEGIN
    CREATE LOGIN [rpt_policy] WITH PASSWORD = N'<set-by-dba>', DEFAULT_DATABASE = [PolicyDB], CHECK_POLICY = ON, CHECK_EXPIRATION = OFF;
END
GO
USE [PolicyDB];
GO
CREATE USER [rpt_policy] FOR LOGIN [rpt_policy];
ALTER ROLE [db_datareader] ADD MEMBER [rpt_policy];
GO
