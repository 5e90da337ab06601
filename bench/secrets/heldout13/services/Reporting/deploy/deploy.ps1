#Requires -Modules Az.Accounts, Az.Websites
param(
    [string]$Environment = 'prod',
    [string]$ResourceGroup = 'rg-hlv-reporting-prod'
)
$ErrorActionPreference = 'Stop'

$tenantId = '3f248645-859f-4021-9c31-89d3bc153469'
$appId = '760f2d6f-fc3f-4922-97e2-e8729a545430'
$secret = 'GKs5Q~UHy~jzXl26wCs233AU6_GCJvLsZoOKCnSg'
$cred = New-Object System.Management.Automation.PSCredential($appId, (ConvertTo-SecureString $secret -AsPlainText -Force))
Connect-AzAccount -ServicePrincipal -Credential $cred -Tenant $tenantId | Out-Null
Publish-AzWebApp -ResourceGroupName $ResourceGroup -Name 'app-hlv-reporting-prod' -ArchivePath .\artifacts\app.zip -Force
Write-Host "Deployed Reporting to $Environment (build $(Get-Date -Format o))"
