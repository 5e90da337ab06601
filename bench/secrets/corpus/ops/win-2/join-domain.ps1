$user = "ACME\\svc-join"
$password = ConvertTo-SecureString "a^TM!+Qfxo4!CRO" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $password)
