CREATE LOGIN [svc_tamarind] WITH PASSWORD = N'Wombat@4096Osprey', CHECK_POLICY = ON;
GO
CREATE USER [svc_tamarind] FOR LOGIN [svc_tamarind];
ALTER ROLE db_datareader ADD MEMBER [svc_tamarind];
GO
