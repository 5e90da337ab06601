Import-Module WebAdministration
$pool = 'HalvorsenIntranet'
Set-ItemProperty "IIS:\AppPools\$pool" -Name processModel -Value @{userName='HALVORSEN\svc_intranet';password='UW2d4U4gXeOGoI!92';identitytype=3}
Restart-WebAppPool -Name $pool
