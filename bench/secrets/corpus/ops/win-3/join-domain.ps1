$user = "ACME\\svc-join"
$password = ConvertTo-SecureString "ShfRCwsKDL7!dYZ" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $password)
