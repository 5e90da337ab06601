-- RatingDB: application and reporting logins. Run as sysadmin with SQLCMD mode on.
:setvar DatabaseName "RatingDB"
SET NOCOUNT ON;
GO

IF NOT EXISTS (SELECT 1 FROM sys.server_principals WHERE name = N'svc_rating_app')
BEGIN
    CREATE LOGIN [svc_rating_app] WITH PASSWORD = N'fdb12f174e62dac5', DEFAULT_DATABASE = [RatingDB], CHECK_POLICY = ON, CHECK_EXPIRATION = OFF;
END
GO
USE [RatingDB];
GO
CREATE USER [svc_rating_app] FOR LOGIN [svc_rating_app];
ALTER ROLE [db_datareader] ADD MEMBER [svc_rating_app];
ALTER ROLE [db_datawriter] ADD MEMBER [svc_rating_app];
GO

IF NOT EXISTS (SELECT 1 FROM sys.server_principals WHERE name = N'rpt_rating')
BEGIN
    CREATE LOGIN [rpt_rating] WITH PASSWORD = N'Juniper445Lichen68', DEFAULT_DATABASE = [RatingDB], CHECK_POLICY = ON, CHECK_EXPIRATION = OFF;
END
GO
USE [RatingDB];
GO
CREATE USER [rpt_rating] FOR LOGIN [rpt_rating];
ALTER ROLE [db_datareader] ADD MEMBER [rpt_rating];
GO
