var client = new WebClient();
client.Credentials = new NetworkCredential("uploader", "qiP=Ds6yzP1!B0v");
