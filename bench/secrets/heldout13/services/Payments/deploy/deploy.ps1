#Requires -Modules Az.Accounts, Az.Websites
param(
    [string]$Environment = 'prod',
    [string]$ResourceGroup = 'rg-hlv-payments-prod'
)
$ErrorActionPreference = 'Stop'

$tenantId = '8ec5d3fd-17cf-4634-bf8e-ffa7e27346ae'
$appId = '8beca8a4-1f2e-4c4e-a808-68277d97223a'
$secret = $env:AZURE_CLIENT_SECRET
$cred = New-Object System.Management.Automation.PSCredential($appId, (ConvertTo-SecureString $secret -AsPlainText -Force))
Connect-AzAccount -ServicePrincipal -Credential $cred -Tenant $tenantId | Out-Null
$sqlPassword = 'M6TlnJwxqfJgFL!83'
Invoke-Sqlcmd -ServerInstance 'sql-hlv-payments-prod.database.windows.net' -Database 'HalvorsenPayments' -Username 'sqladmin' -Password $sqlPassword -InputFile .\migrations.sql
$ctx = New-AzStorageContext -StorageAccountName 'sthlvpaymentsprod60' -UseConnectedAccount
Set-AzStorageBlobContent -File .\artifacts\app.zip -Container 'releases' -Context $ctx -Force
Publish-AzWebApp -ResourceGroupName $ResourceGroup -Name 'app-hlv-payments-prod' -ArchivePath .\artifacts\app.zip -Force
Write-Host "Deployed Payments to $Environment (build $(Get-Date -Format o))"
