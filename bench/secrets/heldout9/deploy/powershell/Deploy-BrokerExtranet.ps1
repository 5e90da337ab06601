<#
.SYNOPSIS
    Deploys BrokerExtranet to the IIS farm or the Windows service hosts.
.PARAMETER Environment
    Test, Staging or Production.
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory = $true)][ValidateSet('Test', 'Staging', 'Production')][string]$Environment,
    [string]$PackagePath = ".\drop\BrokerExtranet.zip"
)
$ErrorActionPreference = 'Stop'
Import-Module WebAdministration

$credential = New-Object System.Management.Automation.PSCredential ("HALVARD\svc_deploy", (ConvertTo-SecureString 'Sorrel321Osprey11' -AsPlainText -Force))

$servers = Get-Content ".\servers\$Environment.txt"
foreach ($server in $servers) {
    Write-Host "Deploying BrokerExtranet to $server"
    Invoke-Command -ComputerName $server -Credential $credential -ScriptBlock {
        param($pkg)
        Stop-WebAppPool -Name 'BrokerExtranet' -ErrorAction SilentlyContinue
        Expand-Archive -Path $pkg -DestinationPath 'D:\Sites\BrokerExtranet' -Force
        Start-WebAppPool -Name 'BrokerExtranet'
    } -ArgumentList $PackagePath
}
