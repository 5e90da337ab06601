param([string]$Thumbprint)
$cert = Get-ChildItem -Path "Cert:\LocalMachine\My\$Thumbprint"
$pwd = ConvertTo-SecureString "4Tk6z3CHAj2QY!RHi2Rr" -AsPlainText -Force
Export-PfxCertificate -Cert $cert -FilePath "C:\backup\$Thumbprint.pfx" -Password $pwd
