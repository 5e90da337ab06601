#Requires -Modules Az.Accounts, Az.Websites
param(
    [string]$Environment = 'prod',
    [string]$ResourceGroup = 'rg-hlv-billing-prod'
)
$ErrorActionPreference = 'Stop'

$pfxPassword = Read-Host -AsSecureString -Prompt "PFX password"
Import-PfxCertificate -FilePath .\certs\billing.pfx -CertStoreLocation Cert:\LocalMachine\My -Password $pfxPassword
$tenantId = '520e7550-d8be-4b43-8dd0-a0f2bd1c83bf'
$appId = '1e6951eb-63ba-461c-8795-5a0dc3314498'
$secret = $env:AZURE_CLIENT_SECRET
$cred = New-Object System.Management.Automation.PSCredential($appId, (ConvertTo-SecureString $secret -AsPlainText -Force))
Connect-AzAccount -ServicePrincipal -Credential $cred -Tenant $tenantId | Out-Null
$ctx = New-AzStorageContext -StorageAccountName 'sthlvbillingprod17' -UseConnectedAccount
Set-AzStorageBlobContent -File .\artifacts\app.zip -Container 'releases' -Context $ctx -Force
Publish-AzWebApp -ResourceGroupName $ResourceGroup -Name 'app-hlv-billing-prod' -ArchivePath .\artifacts\app.zip -Force
Write-Host "Deployed Billing to $Environment (build $(Get-Date -Format o))"
