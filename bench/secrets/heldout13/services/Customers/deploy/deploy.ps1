#Requires -Modules Az.Accounts, Az.Websites
param(
    [string]$Environment = 'prod',
    [string]$ResourceGroup = 'rg-hlv-customers-prod'
)
$ErrorActionPreference = 'Stop'

Connect-AzAccount -Identity | Out-Null
$sqlPassword = 'XM9dgNsBYeMRFFxu!50'
Invoke-Sqlcmd -ServerInstance 'sql-hlv-customers-prod.database.windows.net' -Database 'HalvorsenCustomers' -Username 'sqladmin' -Password $sqlPassword -InputFile .\migrations.sql
Publish-AzWebApp -ResourceGroupName $ResourceGroup -Name 'app-hlv-customers-prod' -ArchivePath .\artifacts\app.zip -Force
Write-Host "Deployed Customers to $Environment (build $(Get-Date -Format o))"
