var client = new WebClient();
client.Credentials = new NetworkCredential("uploader", "--=Ee+u#KB3!Scb");
