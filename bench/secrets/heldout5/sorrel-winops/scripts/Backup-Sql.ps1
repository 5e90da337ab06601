Import-Module SqlServer
$connectionString = "Server=sql01.sorrel.local;Database=master;User Id=backup_op;Password=feb6dec8f5e499a88;TrustServerCertificate=True"
Invoke-Sqlcmd -ConnectionString $connectionString -Query "BACKUP DATABASE [Sorrel] TO DISK = N'D:\Backups\Sorrel.bak' WITH COMPRESSION"
Invoke-Sqlcmd -ServerInstance "sql02" -Database "master" -Username "sa" -Password '9vYb1QwSvPFh' -Query "SELECT @@VERSION"
