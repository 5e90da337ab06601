public static class AdsConfig
{
    public const string UnityGameIdAndroid = "5744154";
    public const string UnityGameIdIOS = "9831958";
    public const string IronSourceAppKey = "7beb3d34e";
    public const string AdMobBannerAndroid = "ca-app-pub-5226675934300191/1816289802";
    public const string AdMobRewarded = "ca-app-pub-3940256099942544/5224354917"; // Google test unit until launch
    public const bool TestMode = true;
}
