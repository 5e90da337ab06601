var client = new WebClient();
client.Credentials = new NetworkCredential("uploader", "ix3-5mwZXD8!lVm");
