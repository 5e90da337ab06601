function Get-HalvardSecret {
    param([Parameter(Mandatory)][string]$Name)
    # CyberArk CCP: the application id is not a secret, the certificate on the agent authenticates.
    $uri = "https://ccp.halvard.local/AIMWebService/api/Accounts?AppID=ReleaseAgent&Safe=Delivery&Object=$Name"
    (Invoke-RestMethod -Uri $uri -CertificateThumbprint 'D5F1F0ADF791EF0FFD794294B0E0857383753CD1').Content
}

function Publish-HalvardSite {
    param([string]$Site, [string]$Package)
    $msdeploy = "C:\Program Files\IIS\Microsoft Web Deploy V3\msdeploy.exe"
    $pw = 'zxFRLn_tHccQ6r-QbKr'
    & $msdeploy -verb:sync -source:package=$Package "-dest:auto,computerName=https://iis01:8172/msdeploy.axd?site=$Site,userName=HALVARD\svc_webdeploy,password=$pw,authType=Basic" -allowUntrusted
}
