var client = new WebClient();
client.Credentials = new NetworkCredential("uploader", "_EhrBPWB382!CyO");
