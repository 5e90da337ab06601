#Requires -Modules Az.Accounts, Az.Websites
param(
    [string]$Environment = 'prod',
    [string]$ResourceGroup = 'rg-hlv-inventory-prod'
)
$ErrorActionPreference = 'Stop'

$tenantId = '03696ce8-fe3c-4768-af5c-479b758634f5'
$appId = '6c9aad12-e418-436f-b2f4-3081c7218673'
$secret = $env:AZURE_CLIENT_SECRET
$cred = New-Object System.Management.Automation.PSCredential($appId, (ConvertTo-SecureString $secret -AsPlainText -Force))
Connect-AzAccount -ServicePrincipal -Credential $cred -Tenant $tenantId | Out-Null
$sqlPassword = (Get-AzKeyVaultSecret -VaultName 'kv-hlv-prod' -Name 'sql-admin' -AsPlainText)
Invoke-Sqlcmd -ServerInstance 'sql-hlv-inventory-prod.database.windows.net' -Database 'HalvorsenInventory' -Username 'sqladmin' -Password $sqlPassword -InputFile .\migrations.sql
$ctx = New-AzStorageContext -StorageAccountName 'sthlvinventorprod45' -StorageAccountKey 'fMVSZcngxwN9+YLdWVgkA7LriKnNpa4xZzgU00K+vleo3+/V+qvqYA6zbUsbZvcl7PRdb5xGVARmOt5YIZYwEC=='
Set-AzStorageBlobContent -File .\artifacts\app.zip -Container 'releases' -Context $ctx -Force
Publish-AzWebApp -ResourceGroupName $ResourceGroup -Name 'app-hlv-inventory-prod' -ArchivePath .\artifacts\app.zip -Force
Write-Host "Deployed Inventory to $Environment (build $(Get-Date -Format o))"
