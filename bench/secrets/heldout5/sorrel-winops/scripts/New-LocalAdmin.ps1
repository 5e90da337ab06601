# Creates the break-glass account on a new server.
$pw = Read-Host -AsSecureString "Password for breakglass"
New-LocalUser -Name "breakglass" -Password $pw -PasswordNeverExpires
Add-LocalGroupMember -Group "Administrators" -Member "breakglass"
