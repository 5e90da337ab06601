$user = "ACME\\svc-join"
$password = ConvertTo-SecureString "P_m%vjL_GB3!Sqy" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $password)
