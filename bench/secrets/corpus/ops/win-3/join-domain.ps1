$user = "ACME\\svc-join"
$password = ConvertTo-SecureString "eLfcmR9_qu6!yBD" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $password)
