$user = "ACME\\svc-join"
$password = ConvertTo-SecureString "6_R9?*W9bm8!2iH" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $password)
