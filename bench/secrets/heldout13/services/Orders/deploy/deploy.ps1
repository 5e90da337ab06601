#Requires -Modules Az.Accounts, Az.Websites
param(
    [string]$Environment = 'prod',
    [string]$ResourceGroup = 'rg-hlv-orders-prod'
)
$ErrorActionPreference = 'Stop'

$tenantId = '30ddeee8-2b0b-4aad-a545-0d6a5622cb5a'
$appId = 'a53a8c1f-dd64-4a8c-a62d-9b223f9351ba'
$secret = 'xTE7Q~n1iL9amY.UG1WT0wmzNIIiynSTpF-tLdsu'
$cred = New-Object System.Management.Automation.PSCredential($appId, (ConvertTo-SecureString $secret -AsPlainText -Force))
Connect-AzAccount -ServicePrincipal -Credential $cred -Tenant $tenantId | Out-Null
$sqlPassword = 'willow-raven-lynx-13'
Invoke-Sqlcmd -ServerInstance 'sql-hlv-orders-prod.database.windows.net' -Database 'HalvorsenOrders' -Username 'sqladmin' -Password $sqlPassword -InputFile .\migrations.sql
Publish-AzWebApp -ResourceGroupName $ResourceGroup -Name 'app-hlv-orders-prod' -ArchivePath .\artifacts\app.zip -Force
Write-Host "Deployed Orders to $Environment (build $(Get-Date -Format o))"
