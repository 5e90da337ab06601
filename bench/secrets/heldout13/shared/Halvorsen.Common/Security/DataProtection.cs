namespace Halvorsen.Common.Security;

public static class LegacyCrypto
{
    private const string AesKey = "a98a4560e563ea4dd7dbb6e72153d98137b57a3119148a6cbd9cfda4a3e54377";
    private const string AesIv = "c6cdcf0f1332683d02b2d7805397d0af";
    public static readonly Guid Purpose = new("37a61fce-e1ee-4389-86ed-85b8e3d32f35");
}
