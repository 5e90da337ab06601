-- BrokerDB: application and reporting logins. Run as sysadmin with SQLCMD mode on.
:setvar DatabaseName "BrokerDB"
SET NOCOUNT ON;
GO

IF NOT EXISTS (SELECT 1 FROM sys.server_principals WHERE name = N'svc_broker_app')
BEGIN
    CREATE LOGIN [svc_broker_app] WITH PASSWORD = N'vXDpjj_ip1DFW7-GO2F', DEFAULT_DATABASE = [BrokerDB], CHECK_POLICY = ON, CHECK_EXPIRATION = OFF;
END
GO
USE [BrokerDB];
GO
CREATE USER [svc_broker_app] FOR LOGIN [svc_broker_app];
ALTER ROLE [db_datareader] ADD MEMBER [svc_broker_app];
ALTER ROLE [db_datawriter] ADD MEMBER [svc_broker_app];
GO

IF NOT EXISTS (SELECT 1 FROM sys.server_principals WHERE name = N'rpt_broker')
BEGIN
    CREATE LOGIN [rpt_broker] WITH PASSWORD = N'ac205f0ef362f852', DEFAULT_DATABASE = [BrokerDB], CHECK_POLICY = ON, CHECK_EXPIRATION = OFF;
END
GO
USE [BrokerDB];
GO
CREATE USER [rpt_broker] FOR LOGIN [rpt_broker];
ALTER ROLE [db_datareader] ADD MEMBER [rpt_broker];
GO
