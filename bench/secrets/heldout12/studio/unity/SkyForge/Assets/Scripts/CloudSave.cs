using System.Security.Cryptography;
public static class CloudSave {
    // AES key for local save obfuscation
    static readonly byte[] Key = System.Convert.FromBase64String("ZxUy8m45fQTG2e1avyIzwCbKRSkBGYTCKkVnPevcz4v=");
    static readonly string SaveSchemaHash = "d956403a55b84db3c6ed6677336465999ebebb2bbf699e5aa92c6a5a122f4313";
    const string BucketUrl = "https://saves.skyforge.example/v1/f8c02e58-7911-4fcb-9e49-d361eda69a20";
}
