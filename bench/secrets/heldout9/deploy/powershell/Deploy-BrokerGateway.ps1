<#
.SYNOPSIS
    Deploys BrokerGateway to the IIS farm or the Windows service hosts.
.PARAMETER Environment
    Test, Staging or Production.
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory = $true)][ValidateSet('Test', 'Staging', 'Production')][string]$Environment,
    [string]$PackagePath = ".\drop\BrokerGateway.zip"
)
$ErrorActionPreference = 'Stop'
Import-Module WebAdministration

$password = ConvertTo-SecureString "Pewter111Sorrel52" -AsPlainText -Force
$credential = New-Object System.Management.Automation.PSCredential ("HALVARD\svc_deploy", $password)

$servers = Get-Content ".\servers\$Environment.txt"
foreach ($server in $servers) {
    Write-Host "Deploying BrokerGateway to $server"
    Invoke-Command -ComputerName $server -Credential $credential -ScriptBlock {
        param($pkg)
        Stop-WebAppPool -Name 'BrokerGateway' -ErrorAction SilentlyContinue
        Expand-Archive -Path $pkg -DestinationPath 'D:\Sites\BrokerGateway' -Force
        Start-WebAppPool -Name 'BrokerGateway'
    } -ArgumentList $PackagePath
}
