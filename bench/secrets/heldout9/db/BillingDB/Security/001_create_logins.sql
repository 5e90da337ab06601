-- BillingDB: application and reporting logins. Run as sysadmin with SQLCMD mode on.
:setvar DatabaseName "BillingDB"
SET NOCOUNT ON;
GO

IF NOT EXISTS (SELECT 1 FROM sys.server_principals WHERE name = N'svc_billing_app')
BEGIN
    CREATE LOGIN [svc_billing_app] WITH PASSWORD = 0x0200ADA402758F2FE377706ADC36B98ADDA1B5DF034061851C0EC910E42B17452423B748540DBCDC2B42A6775BEF20D9333D0DB70140C084E680D46A44C77B96782910F802BB HASHED, DEFAULT_DATABASE = [BillingDB], CHECK_POLICY = ON, CHECK_EXPIRATION = OFF;
END
GO
USE [BillingDB];
GO
CREATE USER [svc_billing_app] FOR LOGIN [svc_billing_app];
ALTER ROLE [db_datareader] ADD MEMBER [svc_billing_app];
ALTER ROLE [db_datawriter] ADD MEMBER [svc_billing_app];
GO

IF NOT EXISTS (SELECT 1 FROM sys.server_principals WHERE name = N'rpt_billing')
BEGIN
    CREATE LOGIN [rpt_billing] WITH PASSWORD = N'<set-by-dba>', DEFAULT_DATABASE = [BillingDB], CHECK_POLICY = ON, CHECK_EXPIRATION = OFF;
END
GO
USE [BillingDB];
GO
CREATE USER [rpt_billing] FOR LOGIN [rpt_billing];
ALTER ROLE [db_datareader] ADD MEMBER [rpt_billing];
GO
