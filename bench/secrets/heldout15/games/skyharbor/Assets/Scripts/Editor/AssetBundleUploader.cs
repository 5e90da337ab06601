using Amazon.S3;
using Amazon.Runtime;

public static class AssetBundleUploader
{
    const string AccessKey = "AKIARY4XPKSAYX7HTUF5";
    const string SecretKey = "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";
    const string Bucket = "brightloop-skyharbor-bundles";
    static IAmazonS3 Client() => new AmazonS3Client(new BasicAWSCredentials(AccessKey, SecretKey), Amazon.RegionEndpoint.EUWest1);
}
