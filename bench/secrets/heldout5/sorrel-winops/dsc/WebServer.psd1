@{
    AllNodes = @(
        @{
            NodeName                    = "web01"
            PSDscAllowPlainTextPassword = $false
            CertificateFile             = "C:\dsc\web01.cer"
            Thumbprint                  = "74E60BC817364563EB695761EE9012875B450081"
        }
    )
}
