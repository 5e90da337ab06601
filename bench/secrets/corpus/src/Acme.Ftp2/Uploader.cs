var client = new WebClient();
client.Credentials = new NetworkCredential("uploader", "gNm&66hw_?1!5wy");
