<#
.SYNOPSIS
    Deploys PolicyPortal to the IIS farm or the Windows service hosts.
.PARAMETER Environment
    Test, Staging or Production.
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory = $true)][ValidateSet('Test', 'Staging', 'Production')][string]$Environment,
    [string]$PackagePath = ".\drop\PolicyPortal.zip"
)
$ErrorActionPreference = 'Stop'
Import-Module WebAdministration

$secure = "01000000d08c9ddf0115d1118c7a00c04fc297eb01000000eaffae320e14139a42c8f064e70a877c61a10770216131e38fef3344562c1b95da6be8b0208bcd96926b3243bc2e7f6a3b59c497c5e881a61520f58d2c5e050a5590f8f6adca0b120dacb2f04b75388e1a849e3ef431ae929599d31b2df435743e94cde21fbf02256a40a7fbce964e0f5b477b5e94133bc6e9a8c1ed890c50632f3a4c8cf8c23ea20c1a964a4c1eddaebbd89aa0152879681d9d0f649aa229e28dbbb774d8435159c1e0c5aeff1ab53ec356f3b6bbf678c5790922213ef64da56e79b40ed39761ddf01ee9f6" | ConvertTo-SecureString
$credential = New-Object System.Management.Automation.PSCredential ("HALVARD\svc_deploy", $secure)

$servers = Get-Content ".\servers\$Environment.txt"
foreach ($server in $servers) {
    Write-Host "Deploying PolicyPortal to $server"
    Invoke-Command -ComputerName $server -Credential $credential -ScriptBlock {
        param($pkg)
        Stop-WebAppPool -Name 'PolicyPortal' -ErrorAction SilentlyContinue
        Expand-Archive -Path $pkg -DestinationPath 'D:\Sites\PolicyPortal' -Force
        Start-WebAppPool -Name 'PolicyPortal'
    } -ArgumentList $PackagePath
}
