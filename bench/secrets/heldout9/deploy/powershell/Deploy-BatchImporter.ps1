<#
.SYNOPSIS
    Deploys BatchImporter to the IIS farm or the Windows service hosts.
.PARAMETER Environment
    Test, Staging or Production.
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory = $true)][ValidateSet('Test', 'Staging', 'Production')][string]$Environment,
    [string]$PackagePath = ".\drop\BatchImporter.zip"
)
$ErrorActionPreference = 'Stop'
Import-Module WebAdministration

$credential = Get-Secret -Name "svc_deploy" -Vault CyberArk

$servers = Get-Content ".\servers\$Environment.txt"
foreach ($server in $servers) {
    Write-Host "Deploying BatchImporter to $server"
    Invoke-Command -ComputerName $server -Credential $credential -ScriptBlock {
        param($pkg)
        Stop-WebAppPool -Name 'BatchImporter' -ErrorAction SilentlyContinue
        Expand-Archive -Path $pkg -DestinationPath 'D:\Sites\BatchImporter' -Force
        Start-WebAppPool -Name 'BatchImporter'
    } -ArgumentList $PackagePath
}
