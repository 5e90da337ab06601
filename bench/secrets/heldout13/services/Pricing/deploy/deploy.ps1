#Requires -Modules Az.Accounts, Az.Websites
param(
    [string]$Environment = 'prod',
    [string]$ResourceGroup = 'rg-hlv-pricing-prod'
)
$ErrorActionPreference = 'Stop'

Connect-AzAccount -Identity | Out-Null
Publish-AzWebApp -ResourceGroupName $ResourceGroup -Name 'app-hlv-pricing-prod' -ArchivePath .\artifacts\app.zip -Force
Write-Host "Deployed Pricing to $Environment (build $(Get-Date -Format o))"
