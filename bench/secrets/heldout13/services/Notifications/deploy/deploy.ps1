#Requires -Modules Az.Accounts, Az.Websites
param(
    [string]$Environment = 'prod',
    [string]$ResourceGroup = 'rg-hlv-notifications-prod'
)
$ErrorActionPreference = 'Stop'

$tenantId = '02699cb2-fed2-4bbb-8c8f-97bd1b539517'
$appId = '26722b45-1202-4100-a6ac-728999488057'
$secret = 'Ai36Q~iBLMzA68OxXSQB8s7ceXpqx1akUUc0JKtK'
$cred = New-Object System.Management.Automation.PSCredential($appId, (ConvertTo-SecureString $secret -AsPlainText -Force))
Connect-AzAccount -ServicePrincipal -Credential $cred -Tenant $tenantId | Out-Null
$sqlPassword = 'NRh7qUFvNP71JFIU*17'
Invoke-Sqlcmd -ServerInstance 'sql-hlv-notifications-prod.database.windows.net' -Database 'HalvorsenNotifications' -Username 'sqladmin' -Password $sqlPassword -InputFile .\migrations.sql
$ctx = New-AzStorageContext -StorageAccountName 'sthlvnotificaprod36' -UseConnectedAccount
Set-AzStorageBlobContent -File .\artifacts\app.zip -Container 'releases' -Context $ctx -Force
Publish-AzWebApp -ResourceGroupName $ResourceGroup -Name 'app-hlv-notifications-prod' -ArchivePath .\artifacts\app.zip -Force
Write-Host "Deployed Notifications to $Environment (build $(Get-Date -Format o))"
