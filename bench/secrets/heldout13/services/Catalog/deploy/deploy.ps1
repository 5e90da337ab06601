#Requires -Modules Az.Accounts, Az.Websites
param(
    [string]$Environment = 'prod',
    [string]$ResourceGroup = 'rg-hlv-catalog-prod'
)
$ErrorActionPreference = 'Stop'

Connect-AzAccount -Identity | Out-Null
Publish-AzWebApp -ResourceGroupName $ResourceGroup -Name 'app-hlv-catalog-prod' -ArchivePath .\artifacts\app.zip -Force
Write-Host "Deployed Catalog to $Environment (build $(Get-Date -Format o))"
