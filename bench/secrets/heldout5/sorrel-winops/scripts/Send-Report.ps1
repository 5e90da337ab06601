$smtpPassword = ConvertTo-SecureString -String "Sorrel*2716Wombat" -AsPlainText -Force
$smtpCred = [pscredential]::new("reports@sorrel.example", $smtpPassword)
Send-MailMessage -SmtpServer smtp.office365.com -Port 587 -UseSsl -Credential $smtpCred -To ops@sorrel.example -Subject "Daily" -Body "ok"
