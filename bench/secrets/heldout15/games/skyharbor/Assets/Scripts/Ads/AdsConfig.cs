public static class AdsConfig
{
    public const string UnityGameIdAndroid = "8250160";
    public const string UnityGameIdIOS = "1907470";
    public const string IronSourceAppKey = "45b32d3a5";
    public const string AdMobBannerAndroid = "ca-app-pub-4957219769690340/3435477583";
    public const string AdMobRewarded = "ca-app-pub-3940256099942544/5224354917"; // Google test unit until launch
    public const bool TestMode = true;
}
